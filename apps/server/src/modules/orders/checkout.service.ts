import {
  addressAsBillingFields,
  centsToAmount,
  centsToDollars,
  CURRENCY,
  formatMoney,
  ORDER_TOTAL_MAX_CENTS,
  orderTotals,
  taxLineView,
  type CheckoutSummary,
  type OrderPlan,
  type ShippingCountry,
  type TaxEstimate,
  type CreatePaymentResponse,
  type CreatePaymentRequestSchema,
} from '@backlit/domain';
import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { AccountService } from '../account';
import { pricedCartLine, toCartLine, type CartLineRow } from '../cart';
import { PaymentsRepository, type PaymentProvider } from '../payments';
import type { TaxTable } from '../../platform/tax-table';
import { ShippingService } from '../shipping';
import { CartPlansService, hasPlanChoice, type PlanChoice } from '../shows';
import { TaxExemptions } from '../tax-exemptions';
import { priceOrder } from './order-pricing';
import { orderExemptionView } from './order-view';
import { buyableLines, checkoutSource, type BuyableLine } from './checkout-source';
import { approvalGate, approvalState } from './order-approvals';
import {
  priceShipping,
  quotedShipping,
  type CheckoutShipping,
  type ShipTo,
} from './order-shipping';
import { paymentFailure } from './payment-failure';
import { OrdersRepository, type Payer } from './orders.repository';

type CreatePaymentRequestOutput = z.output<typeof CreatePaymentRequestSchema>;

export const ORDER_TOO_LARGE = `An order may cost at most ${formatMoney(ORDER_TOTAL_MAX_CENTS)} online. Lower the quantities in your cart, or contact us for a quote.`;

/** What checkout shows and how a payment is opened; prices always come from the catalogue. */
export class CheckoutService {
  private readonly repository: OrdersRepository;
  private readonly account: AccountService;
  private readonly ledger: PaymentsRepository;
  private readonly shipping: ShippingService;
  private readonly exemptions: TaxExemptions;
  private readonly pricing: CheckoutPricing;

  constructor(
    db: Database,
    private readonly provider: PaymentProvider,
    private readonly payment: Config['payment'],
    private readonly tax: Pick<TaxTable, 'collectedIn'>,
  ) {
    this.repository = new OrdersRepository(db);
    this.account = new AccountService(db);
    this.ledger = new PaymentsRepository(db);
    this.shipping = new ShippingService(db);
    this.exemptions = new TaxExemptions(db);
    this.pricing = new CheckoutPricing(db, tax);
  }

  /**
   * What checkout shows (the cart's lines, or the named accepted quote's); a shopper without an
   * account starts from blank billing fields.
   */
  async summary(
    payer: Payer,
    choice: { quote_id?: number | undefined } = {},
  ): Promise<Omit<CheckoutSummary, 'status'>> {
    const userId = 'userId' in payer ? payer.userId : undefined;
    const [{ rows, quote }, user, address] = await Promise.all([
      checkoutSource(this.repository, payer, choice),
      userId === undefined ? undefined : this.repository.profile(userId),
      userId === undefined ? undefined : this.account.defaultAddress(userId),
    ]);
    const rushed = orderTotals(rows.map(pricedCartLine), true);
    const approval = await approvalState(
      this.repository.db,
      payer,
      rows.flatMap((row) =>
        row.product
          ? [
              {
                productId: row.product.id,
                quantity: row.quantity,
                unitPriceCents: row.product.priceCents,
              },
            ]
          : [],
      ),
      quote?.id ?? null,
    );
    return {
      ...(quote
        ? {
            quote: {
              id: quote.id,
              number: quote.number,
              shipping: centsToDollars(quote.shippingCents),
            },
          }
        : {}),
      lines: rows.map(toCartLine),
      subtotal: centsToDollars(rushed.subtotalCents),
      rush_fee: centsToDollars(rushed.rushFeeCents),
      total: centsToDollars(rushed.subtotalCents),
      total_with_rush: centsToDollars(rushed.totalCents),
      currency: CURRENCY,
      approval,
      payment: {
        provider: this.provider.name,
        client_id: this.provider.clientId,
        sdk_url: this.payment.provider === 'paypal' ? (this.payment.sdkUrl ?? null) : null,
      },
      // The default address of the address book when there is one, otherwise the profile's.
      billing: address
        ? { ...addressAsBillingFields(address), email: user?.email ?? '' }
        : {
            firstname: user?.firstName ?? '',
            lastname: user?.lastName ?? '',
            companyname: user?.companyName ?? '',
            country: user?.country ?? '',
            streetaddress: user?.address ?? '',
            streetaddressoptional: user?.address2 ?? '',
            city: user?.city ?? '',
            state_contry: user?.state ?? '',
            zip: user?.postcode ?? '',
            phone: user?.phone ?? '',
            email: user?.email ?? '',
          },
    };
  }

  /**
   * The cart's sales tax for a region (the default address's, or the profile's, when none is
   * given), with and without the rush fee; null when no region is known or the shop does not
   * collect there. Answers the region too, even without tax, so the cart can quote shipping to
   * it. An estimate: place-order charges the ship-to address's region.
   */
  async taxEstimate(
    payer: Payer,
    asked: {
      country?: string | undefined;
      state?: string | undefined;
      shipping_method_id?: number | undefined;
      quote_id?: number | undefined;
    },
  ): Promise<{ tax: TaxEstimate | null; region: { country: string; state: string } | null }> {
    let region = asked;
    if ((!asked.country || !asked.state) && 'userId' in payer) {
      const [address, user] = await Promise.all([
        this.account.defaultAddress(payer.userId),
        this.repository.profile(payer.userId),
      ]);
      region = address
        ? { country: address.country, state: address.state_contry }
        : { country: user?.country ?? undefined, state: user?.state ?? undefined };
    }
    const { country, state } = region;
    if (!country || !state) return { tax: null, region: null };
    const known = { country, state };
    if (!(await this.tax.collectedIn(country, state))) return { tax: null, region: known };
    const { rows, quote } = await checkoutSource(this.repository, payer, asked);
    const lines = rows.map(pricedCartLine);
    const shippingCents = quote
      ? quote.shippingCents
      : await this.shippingEstimate(rows, country, state, asked);
    const exemption = this.exemptions.forBuyer(userIdOf(payer));
    const [plain, rushed] = await Promise.all([
      priceOrder(this.tax, lines, false, region, shippingCents, exemption),
      priceOrder(this.tax, lines, true, region, shippingCents, exemption),
    ]);
    return {
      tax: {
        country,
        state,
        lines: plain.taxLines.map(taxLineView),
        total: centsToDollars(plain.taxCents),
        lines_with_rush: rushed.taxLines.map(taxLineView),
        total_with_rush: centsToDollars(rushed.taxCents),
        ...(plain.exemption ? { exemption: orderExemptionView(plain.exemption) } : {}),
      },
      region: known,
    };
  }

  /** What the chosen method costs for the cart's buyable lines; 0 when none or not offered. */
  private async shippingEstimate(
    rows: CartLineRow[],
    country: string,
    state: string,
    asked: { shipping_method_id?: number | undefined },
  ): Promise<number> {
    if (asked.shipping_method_id === undefined) return 0;
    const lines = rows.flatMap((row) =>
      row.product && row.product.stock >= row.quantity
        ? [
            {
              productId: row.product.id,
              quantity: row.quantity,
              unitPriceCents: row.product.priceCents,
            },
          ]
        : [],
    );
    try {
      const shipping = await priceShipping(
        this.shipping,
        lines,
        false,
        { country, region: state, field: 'state' },
        asked.shipping_method_id,
      );
      return shipping.cents;
    } catch (error) {
      // A method or region no longer offered for this cart: the estimate leaves shipping out.
      if (error instanceof AppError && error.status === 422) return 0;
      throw error;
    }
  }

  /**
   * Prices the cart (+ rush, + shipping to the ship-to region by the chosen method or the
   * cheapest, + that region's sales tax) and opens a payment for that amount, bound to this
   * customer (or guest cart) and to that region and method. The ship-to region is the billing
   * one unless another is given; one the shop cannot ship the cart to is refused on its field.
   */
  async createPayment(
    payer: Payer,
    request: CreatePaymentRequestOutput,
  ): Promise<Omit<CreatePaymentResponse, 'status'>> {
    const shipTo =
      request.shipping_country !== undefined && request.shipping_state !== undefined
        ? {
            country: request.shipping_country,
            region: request.shipping_state,
            field: 'shipping_state',
          }
        : { country: request.country, region: request.state, field: 'state' };
    const { lines, quote, shipping, priced } = await this.pricing.price(payer, request, shipTo);
    const { rush } = request;
    const { totalCents } = priced;
    const reference = randomUUID();
    const { orderId } = await this.provider
      .createOrder({
        reference,
        amountCents: totalCents,
        currency: CURRENCY,
        description: quote
          ? `Backlit Shop quote ${quote.number}`
          : `Backlit Shop order (${lines.length} line${lines.length === 1 ? '' : 's'})`,
      })
      .catch((error: unknown) => {
        throw paymentFailure(error);
      });
    await this.ledger.insert({
      userId: 'userId' in payer ? payer.userId : null,
      guestCartId: 'userId' in payer ? null : payer.guestCartId,
      provider: this.provider.name,
      providerOrderId: orderId,
      amountCents: totalCents,
      currency: CURRENCY,
      rush,
      shipping: shipping.payment,
      quoteId: quote?.id ?? null,
    });
    return {
      provider: this.provider.name,
      order_id: orderId,
      amount: centsToAmount(totalCents),
      currency: CURRENCY,
    };
  }
}

/** What a buyer chose at checkout that its price depends on. */
export type CheckoutChoice = PlanChoice & {
  rush: boolean;
  shipping_method_id?: number | undefined;
  quote_id?: number | undefined;
};

/**
 * What a checkout costs, priced one way whether it is paid through the provider or on account:
 * the cart's lines (or the accepted quote's), shipping to the ship-to region by the chosen method
 * (or the quote's), the show plan, that region's tax unless the buyer's company holds a
 * certificate there, and the ceiling of an order online.
 */
export class CheckoutPricing {
  private readonly repository: OrdersRepository;
  private readonly shipping: ShippingService;
  private readonly plans: CartPlansService;
  private readonly exemptions: TaxExemptions;

  constructor(
    db: Database,
    private readonly tax: Pick<TaxTable, 'collectedIn'>,
  ) {
    this.repository = new OrdersRepository(db);
    this.shipping = new ShippingService(db);
    this.plans = new CartPlansService(db);
    this.exemptions = new TaxExemptions(db);
  }

  async price(payer: Payer, choice: CheckoutChoice, shipTo: ShipTo) {
    const { rush } = choice;
    const { rows, quote } = await checkoutSource(this.repository, payer, choice);
    const lines = buyableLines(rows);
    // Over the company's limit, a buyer's lines must be the ones an admin approved.
    const approvalId = await approvalGate(this.repository.db, payer, lines, quote?.id ?? null);
    const shipping = quote
      ? quotedShipping(quote.shippingCents, shipTo)
      : await priceShipping(this.shipping, lines, rush, shipTo, choice.shipping_method_id);
    // Planned for a show or a date: a method that arrives too late is paid for only when the
    // buyer said that is fine. Checked before any payment opens or any order is written.
    const plan = await orderPlanFor(this.plans, lines, shipTo.country, shipping, rush, choice);
    const region = { country: shipTo.country, state: shipTo.region };
    const exemption = this.exemptions.forBuyer(userIdOf(payer));
    const priced = await priceOrder(this.tax, lines, rush, region, shipping.cents, exemption);
    if (priced.totalCents > ORDER_TOTAL_MAX_CENTS) throw new AppError('CONFLICT', ORDER_TOO_LARGE);
    return { lines, quote, shipping, plan, priced, approvalId };
  }
}

/** The signed-in buyer's id; a guest has no company, so no certificate. */
export function userIdOf(payer: Payer): number | undefined {
  return 'userId' in payer ? payer.userId : undefined;
}

/**
 * The plan the order keeps for the method and speed bought (null when the buyer planned for no
 * show or date); a too-late plan the buyer did not confirm is a 422 on `plan_too_late_ok`.
 */
export function orderPlanFor(
  plans: CartPlansService,
  lines: readonly BuyableLine[],
  country: string,
  shipping: CheckoutShipping,
  rush: boolean,
  choice: PlanChoice,
): Promise<OrderPlan | null> {
  // A quote's shipping is no method of the shop's: its needed-by day stands for a plan.
  if (!hasPlanChoice(choice) || shipping.snapshot === null) return Promise.resolve(null);
  const { snapshot } = shipping;
  return plans.orderPlan(
    lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      printed: line.printSize !== null,
    })),
    { country: country as ShippingCountry },
    {
      id: snapshot.methodId,
      name: snapshot.method,
      transitDaysMin: snapshot.transitDaysMin,
      transitDaysMax: snapshot.transitDaysMax,
    },
    rush,
    choice,
    new Date(),
  );
}
