import {
  CURRENCY,
  orderTotals,
  type BillingDetails,
  type PlaceOrderRequestSchema,
  type PlaceOrderResponse,
} from '@backlit/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { BackgroundTasks } from '../../platform/background-tasks';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import type { ShopSettings } from '../../platform/shop-settings';
import type { CatalogChanges } from '../catalog';
import type { Capture, PaymentProvider } from '../payments';
import { buyableLines, type BuyableLine } from './checkout.service';
import { InvoicesRepository } from './invoices.repository';
import { orderConfirmationMail } from './order.mail';
import { OrdersRepository, type OrderRow, type PaymentRow } from './orders.repository';
import { paymentFailure } from './payment-failure';
import { newTrackingNo } from './tracking-number';

export type PlaceOrderInput = z.output<typeof PlaceOrderRequestSchema>;

export const ORDER_PLACED = 'Order placed successfully';
export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const CART_CHANGED =
  'Your cart changed while you were paying, so nothing was charged. Please review your order and pay again.';
export const PAYMENT_CLOSED = 'This payment was refunded or declined. Please pay again.';
export const AMOUNT_MISMATCH = 'The amount paid does not match your order total.';
const CART_CHANGED_AFTER_CAPTURE = 'Your cart changed while you were paying.';
export const REFUNDED = 'Your payment has been refunded in full.';

const PROVIDER_LABELS = { demo: 'Demo', paypal: 'PayPal' } as const;
/** 30^6 codes: a collision is rare, several in a row mean something else is wrong. */
const TRACKING_NO_ATTEMPTS = 5;

export interface PlaceOrderDeps {
  db: Database;
  payments: PaymentProvider;
  config: Pick<Config, 'publicUrl'>;
  shop: Pick<ShopSettings, 'get'>;
  mailer: Mailer;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  /** Told once an order has taken stock, so the shop stops showing the old figures. */
  catalog: CatalogChanges;
}

/** The cart, or the rush choice, no longer costs what the payment was opened for. */
class CartChanged extends AppError {
  constructor() {
    super('CONFLICT', CART_CHANGED);
  }
}

/** Thrown inside the order's transaction to roll it back when a line's stock is gone. */
class SoldOut extends Error {
  constructor(readonly line: BuyableLine) {
    super(`${line.name} is sold out`);
  }
}

/**
 * Places an order from a payment the customer approved. In order: the payment
 * must be theirs and unused; the cart must still cost what was approved (otherwise nothing is
 * captured); the capture must complete for exactly that amount; then one transaction locks the
 * payment and the products, checks stock, writes the order with a snapshot of its lines, takes the
 * stock and empties the cart; then the confirmation e-mail goes out. Money captured for an order
 * that cannot be made is refunded. A payment makes at most one order: a repeat answers 409 with
 * the order's number.
 */
export class PlaceOrderWorkflow {
  private readonly repository: OrdersRepository;

  constructor(private readonly deps: PlaceOrderDeps) {
    this.repository = new OrdersRepository(deps.db);
  }

  async run(userId: number, input: PlaceOrderInput): Promise<PlaceOrderResponse> {
    const payment = await this.usablePayment(userId, input.payment_order_id);
    const lines = await this.cartAsPaid(userId, payment, input.rush);
    const capture = await this.capture(payment);
    if (capture.amountCents !== payment.amountCents || capture.currency !== payment.currency) {
      this.deps.log.error(
        { paymentId: payment.id, expected: payment.amountCents, captured: capture },
        'captured amount differs from the order total',
      );
      // Not paid as asked: 402, like any other payment that did not go through.
      await this.refundAndRefuse(payment, capture, AMOUNT_MISMATCH, 'PAYMENT_REQUIRED');
    }

    let order: OrderRow;
    try {
      order = await this.recordOrder(userId, payment, input, lines);
    } catch (error) {
      if (!(error instanceof SoldOut)) throw error;
      return this.refundAndRefuse(payment, capture, soldOut(error.line));
    }
    this.deps.catalog.stockChanged(lines.map((line) => line.productId));

    this.issueInvoice(order);
    this.sendConfirmation(order, lines);
    return {
      status: 200,
      message: ORDER_PLACED,
      tracking_no: order.trackingNo,
      order_id: order.id,
    };
  }

  /**
   * Paid, so invoiced: numbered just after the answer, off the checkout's hot path. Should it
   * fail, the invoice's first download issues it instead.
   */
  private issueInvoice(order: OrderRow): void {
    this.deps.background.run('invoice', async () => {
      await new InvoicesRepository(this.deps.db).issue(order.id);
    });
  }

  /** The customer's own payment, not used yet; someone else's is answered as unknown. */
  private async usablePayment(userId: number, providerOrderId: string): Promise<PaymentRow> {
    const payment = await this.repository.payment(providerOrderId);
    if (!payment || payment.userId !== userId || payment.provider !== this.deps.payments.name) {
      throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
    }
    await this.refuseIfPlaced(payment);
    if (payment.status === 'refunded' || payment.status === 'declined') {
      throw new AppError('PAYMENT_REQUIRED', PAYMENT_CLOSED);
    }
    return payment;
  }

  private async refuseIfPlaced(payment: PaymentRow): Promise<void> {
    const order = await this.repository.orderForPayment(payment.id);
    if (order) throw alreadyPlaced(order);
  }

  /**
   * The cart's lines, which must still cost what the payment was opened for. When they do not
   * (or the cart is empty), a concurrent call for the same payment may just have placed the
   * order and emptied the cart: that is answered as the order it is. Money an earlier attempt
   * captured (it failed before the order was written) is given back.
   */
  private async cartAsPaid(userId: number, payment: PaymentRow, rush: boolean) {
    let lines: BuyableLine[];
    try {
      lines = buyableLines(await this.repository.cartLines(userId));
      if (orderTotals(lines, rush).totalCents !== payment.amountCents || rush !== payment.rush) {
        throw new CartChanged();
      }
    } catch (error) {
      await this.refuseIfPlaced(payment);
      const earlier = earlierCapture(payment);
      if (!(error instanceof AppError) || !earlier) throw error;
      const reason = error instanceof CartChanged ? CART_CHANGED_AFTER_CAPTURE : error.message;
      return this.refundAndRefuse(payment, earlier, reason);
    }
    return lines;
  }

  /** Captures with the provider (idempotent there) and records it on the payment. */
  private async capture(payment: PaymentRow): Promise<Capture> {
    const capture = await this.deps.payments
      .captureOrder(payment.providerOrderId)
      .catch((error: unknown) => {
        throw paymentFailure(error);
      });
    await this.repository.updatePayment(payment.id, {
      status: 'captured',
      captureId: capture.captureId,
      capturedCents: capture.amountCents,
    });
    return capture;
  }

  /**
   * The one transaction that makes the order. The payment's row lock serialises calls for the
   * same payment; the products are locked in id order so concurrent orders never deadlock.
   */
  private recordOrder(
    userId: number,
    payment: PaymentRow,
    input: PlaceOrderInput,
    lines: BuyableLine[],
  ): Promise<OrderRow> {
    return this.repository.transaction(async (repository) => {
      const locked = await repository.lockPayment(payment.id);
      const existing = await repository.orderForPayment(payment.id);
      if (existing) throw alreadyPlaced(existing);
      // A concurrent call gave this payment back (the cart changed under it): no order from it.
      if (locked?.status !== 'captured') throw new AppError('PAYMENT_REQUIRED', PAYMENT_CLOSED);

      const stock = await repository.lockStock(lines.map((line) => line.productId));
      const short = lines.find((line) => (stock.get(line.productId) ?? 0) < line.quantity);
      if (short) throw new SoldOut(short);
      for (const line of lines) {
        // The guard never lets stock go below zero, whatever happened to the lock.
        if (!(await repository.takeStock(line.productId, line.quantity))) throw new SoldOut(line);
      }
      const order = await this.insertOrder(repository, userId, payment, input, lines);
      await repository.emptyCart(userId);
      return order;
    });
  }

  private async insertOrder(
    repository: OrdersRepository,
    userId: number,
    payment: PaymentRow,
    input: PlaceOrderInput,
    lines: BuyableLine[],
  ): Promise<OrderRow> {
    const totals = orderTotals(lines, input.rush);
    for (let attempt = 1; attempt <= TRACKING_NO_ATTEMPTS; attempt++) {
      const order = await repository.insertOrder(
        {
          trackingNo: newTrackingNo(),
          userId,
          paymentId: payment.id,
          paymentOrderId: payment.providerOrderId,
          paymentMethod: PROVIDER_LABELS[payment.provider],
          ...billingColumns(input),
          promotions: input.promotions,
          rush: input.rush,
          subtotalCents: totals.subtotalCents,
          rushFeeCents: totals.rushFeeCents,
          totalCents: totals.totalCents,
          currency: CURRENCY,
        },
        lines.map((line) => ({
          productId: line.productId,
          name: line.name,
          sku: line.sku,
          unitPriceCents: line.unitPriceCents,
          quantity: line.quantity,
        })),
      );
      if (order) return order;
    }
    throw new Error(`no free order number after ${TRACKING_NO_ATTEMPTS} attempts`);
  }

  /** Gives the capture back and answers (409 unless told) saying why, with `refunded: true`. */
  private async refundAndRefuse(
    payment: PaymentRow,
    capture: Capture,
    reason: string,
    code: 'CONFLICT' | 'PAYMENT_REQUIRED' = 'CONFLICT',
  ): Promise<never> {
    await this.giveBack(payment, capture, reason);
    throw new AppError(code, `${reason} ${REFUNDED}`, { refunded: true });
  }

  /**
   * Refunds a capture that made no order, under the payment's lock so that a concurrent call for
   * the same payment cannot make an order from it meanwhile (if one already did, that order is
   * the answer and nothing is refunded). When the provider cannot refund now, the payment stays
   * captured and the customer is asked to retry, which comes back here.
   */
  private async giveBack(payment: PaymentRow, capture: Capture, reason: string): Promise<void> {
    await this.repository.transaction(async (repository) => {
      const locked = await repository.lockPayment(payment.id);
      const existing = await repository.orderForPayment(payment.id);
      if (existing) throw alreadyPlaced(existing);
      if (locked?.status === 'refunded') return;
      const refund = await this.deps.payments
        .refundCapture(capture.captureId, {
          amountCents: capture.amountCents,
          currency: capture.currency,
          reference: `payment-${payment.id}`,
        })
        .catch((error: unknown) => {
          this.deps.log.error(
            { err: error, paymentId: payment.id, captureId: capture.captureId },
            'refund failed: the payment stays captured without an order',
          );
          throw new AppError(
            'PAYMENT_UNAVAILABLE',
            `${reason} We could not refund your payment just now. Please try again in a moment, or contact us quoting payment ${payment.providerOrderId}.`,
          );
        });
      await repository.updatePayment(payment.id, { status: 'refunded', refundId: refund.refundId });
    });
  }

  private sendConfirmation(order: OrderRow, lines: BuyableLine[]): void {
    const { config, mailer, shop } = this.deps;
    this.deps.background.run('order confirmation e-mail', async () => {
      const current = await shop.get();
      await mailer.send(orderConfirmationMail(current, config.publicUrl, order, lines));
    });
  }
}

/** The capture an earlier attempt recorded on the payment, if it got that far. */
function earlierCapture(payment: PaymentRow): Capture | undefined {
  if (payment.status !== 'captured' || !payment.captureId) return undefined;
  return {
    captureId: payment.captureId,
    amountCents: payment.capturedCents ?? payment.amountCents,
    currency: payment.currency,
  };
}

/** The checkout form's billing fields, in the API's published spellings, as the order's columns. */
function billingColumns(billing: BillingDetails) {
  return {
    firstName: billing.firstname,
    lastName: billing.lastname,
    companyName: billing.companyname ?? null,
    address: billing.streetaddress,
    address2: billing.streetaddressoptional ?? null,
    city: billing.city,
    state: billing.state_contry,
    postcode: billing.zip,
    country: billing.country,
    phone: billing.phone,
    email: billing.email,
    orderNotes: billing.ordernotes ?? null,
  };
}

export function soldOut(line: { name: string }): string {
  return `Sorry, ${line.name} sold out while you were paying.`;
}

function alreadyPlaced(order: OrderRow): AppError {
  return new AppError('CONFLICT', `This payment already placed order ${order.trackingNo}.`, {
    tracking_no: order.trackingNo,
  });
}
