import {
  APPROVAL_MESSAGES,
  CURRENCY,
  type OnAccountOrderRequestSchema,
  type PlaceOrderResponse,
} from '@backlit/domain';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import type { TaxTable } from '../../platform/tax-table';
import type { CatalogChanges } from '../catalog';
import { blindShipSender } from '../companies';
import { PaymentsRepository } from '../payments';
import { chargeToAccount, recordAccountInvoice } from '../terms';
import { CheckoutPricing } from './checkout.service';
import { OrdersRepository } from './orders.repository';
import { InvoicesRepository } from './invoices.repository';
import {
  ApprovalGone,
  QUOTE_GONE,
  QuoteGone,
  SoldOut,
  writeOrder,
  type StoredCheckout,
} from './payment-settlement';
import { checkoutOf, ORDER_PLACED } from './place-order.workflow';

export type OnAccountInput = z.output<typeof OnAccountOrderRequestSchema>;

export interface OnAccountDeps {
  db: Database;
  jobs: JobQueue;
  tax: Pick<TaxTable, 'collectedIn'>;
  catalog: CatalogChanges;
}

/**
 * Places a company buyer's order on account: no payment provider, the company is invoiced and
 * pays by its terms. Priced as opening a PayPal payment prices it (lines, 2-Day Rush, shipping
 * to the ship-to region by the chosen method, the plan, that region's tax unless the company's
 * certificate exempts it), and shipped under the company's name when asked. One transaction
 * locks the company row, checks its credit, writes the order as a paid one is written (stock,
 * cart, confirmation) with a ledger row saying it is paid by invoice, numbers the invoice and
 * records what the company owes: two buyers spending the last of one limit take turns, and the
 * second is refused.
 */
export class OnAccountCheckout {
  private readonly repository: OrdersRepository;
  private readonly pricing: CheckoutPricing;

  constructor(private readonly deps: OnAccountDeps) {
    this.repository = new OrdersRepository(deps.db);
    this.pricing = new CheckoutPricing(deps.db, deps.tax);
  }

  async run(userId: number, input: OnAccountInput): Promise<PlaceOrderResponse> {
    const payer = { userId };
    // The company's sender is checked first: a field message before anything is written.
    const blindShip = input.blind_ship ? await blindShipSender(this.deps.db, userId) : null;
    const shipTo = input.ship_to
      ? {
          country: input.ship_to.country,
          region: input.ship_to.state_contry,
          field: 'shipping_state_contry',
        }
      : { country: input.country, region: input.state_contry, field: 'state_contry' };
    const { lines, quote, shipping, plan, priced, approvalId } = await this.pricing.price(
      payer,
      input,
      shipTo,
    );
    const checkout: StoredCheckout = {
      ...checkoutOf(input, lines, priced, shipping),
      blindShip,
      plan,
      quote: quote && { id: quote.id, shippingCents: quote.shippingCents },
      approvalId,
    };

    try {
      const order = await this.repository.transaction(async (repository) => {
        const now = new Date();
        const charge = await chargeToAccount(repository.db, userId, priced.totalCents, now);
        const payment = await new PaymentsRepository(repository.db).insertOnAccount({
          userId,
          guestCartId: null,
          provider: 'invoice',
          providerOrderId: `ON-ACCOUNT-${randomUUID()}`,
          amountCents: priced.totalCents,
          currency: CURRENCY,
          rush: input.rush,
          checkout,
          shipping: shipping.payment,
          quoteId: quote?.id ?? null,
        });
        const order = await writeOrder(repository, this.deps.jobs, payment, checkout);
        const invoice = await new InvoicesRepository(repository.db).issue(order.id, now);
        await recordAccountInvoice(repository.db, charge, {
          orderId: order.id,
          invoiceId: invoice.id,
          amountCents: order.totalCents,
          issuedAt: invoice.issuedAt,
        });
        return order;
      });
      // Committed: the shop stops showing the stock it had before.
      this.deps.catalog.stockChanged(lines.map((line) => line.productId));
      return {
        status: 200,
        message: ORDER_PLACED,
        tracking_no: order.trackingNo,
        order_id: order.id,
      };
    } catch (error) {
      if (error instanceof SoldOut) {
        throw new AppError(
          'CONFLICT',
          `${error.line.name} sold out. Remove it from your cart to continue.`,
        );
      }
      if (error instanceof QuoteGone) throw new AppError('CONFLICT', QUOTE_GONE);
      // Another order (on account, or paid in another tab) took the approval since it was checked.
      if (error instanceof ApprovalGone) {
        throw new AppError('CONFLICT', APPROVAL_MESSAGES.usedElsewhere);
      }
      throw error;
    }
  }
}
