import {
  APPROVAL_MESSAGES,
  CURRENCY,
  ORDER_PAYMENT_METHODS,
  orderTotals,
  ShipToViewSchema,
  SHIPPING_COUNTRIES,
  TAX_CERTIFICATE_FORMS,
  TAX_COMPONENT_NAMES,
  taxTotalCents,
  OrderPlanSchema,
  PRICE_RULES,
  ReturnAddressViewSchema,
  TradeShowViewSchema,
} from '@backlit/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { databaseFault } from '../../db/database-fault';
import type { JobQueue } from '../../platform/jobs';
import type { CatalogChanges } from '../catalog';
import {
  PaymentsRepository,
  type Capture,
  type PaymentProvider,
  type PaymentRow,
} from '../payments';
import { artworkAfterPayment, carryReorderedArtwork } from '../artwork';
import { quoteOrdered } from '../quotes';
import { issueInvoiceJob, orderConfirmationJob, paymentRefundedMailJob } from './orders.jobs';
import { OrdersRepository, payerOf, type OrderRow } from './orders.repository';
import { approvalOrdered } from './order-approvals';
import { newTrackingNo } from './tracking-number';

export const ORDER_NOT_MADE = 'We could not complete your order.';
export const AMOUNT_MISMATCH = 'The amount paid does not match your order total.';
export const NOT_CAPTURED = 'The payment was never completed, so nothing was charged.';

/** 30^6 codes: a collision is rare, several in a row mean something else is wrong. */
const TRACKING_NO_ATTEMPTS = 5;

/**
 * What an order is made of, stored on the payment when its capture starts: the billing columns as
 * the order keeps them, the choices, and the cart's lines as they were priced.
 */
export const StoredCheckoutSchema = z.object({
  billing: z.object({
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string().nullable(),
    address: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    orderNotes: z.string().nullable(),
  }),
  /** Where the order goes and how; absent from checkouts stored before shipping. */
  shipTo: ShipToViewSchema.nullable().default(null),
  tradeShow: TradeShowViewSchema.nullable().default(null),
  shipping: z
    .object({
      methodId: z.number().int(),
      method: z.string(),
      priceCents: z.number().int(),
      transitDaysMin: z.number().int(),
      transitDaysMax: z.number().int(),
      deliveryFrom: z.string(),
      deliveryTo: z.string(),
    })
    .nullable()
    .default(null),
  /** The show or date planned for, with its deadlines; absent from checkouts without one. */
  plan: OrderPlanSchema.nullable().default(null),
  /** The accepted quote paid for, with its staff-set shipping; null for a cart's checkout. */
  quote: z
    .object({ id: z.number().int(), shippingCents: z.number().int() })
    .nullable()
    .default(null),
  /** The company buyer's purchase-order number; absent before orders kept one. */
  poNumber: z.string().nullable().default(null),
  promotions: z.boolean(),
  rush: z.boolean(),
  /** The sales tax charged, per component (none on payments recorded before tax existed). */
  tax: z
    .array(
      z.object({
        name: z.enum(TAX_COMPONENT_NAMES),
        rateThousandths: z.number().int(),
        amountCents: z.number().int(),
      }),
    )
    .default([]),
  /**
   * The resale certificate that took the region's tax off, with the tax it would have been;
   * null when taxed (and on payments recorded before exemptions existed).
   */
  exemption: z
    .object({
      id: z.number().int(),
      number: z.string(),
      form: z.enum(TAX_CERTIFICATE_FORMS),
      country: z.enum(SHIPPING_COUNTRIES),
      region: z.string(),
      waivedCents: z.number().int(),
    })
    .nullable()
    .default(null),
  /** Shipped under the buyer's company's name: its sender then; null when the shop sends it. */
  blindShip: z
    .object({
      name: z.string(),
      returnAddress: ReturnAddressViewSchema,
      logoFile: z.string().nullable(),
    })
    .nullable()
    .default(null),
  /** The company admin's approval the order was placed with; absent before approvals existed. */
  approvalId: z.number().int().nullable().default(null),
  lines: z
    .array(
      z.object({
        productId: z.number().int(),
        name: z.string(),
        sku: z.string(),
        unitPriceCents: z.number().int(),
        // A trade price's list price and rule; absent before trade prices existed.
        listUnitPriceCents: z.number().int().nullable().default(null),
        priceRule: z.enum(PRICE_RULES).nullable().default(null),
        quantity: z.number().int(),
        // Absent from checkouts stored before products had print sizes.
        printSize: z.string().nullable().default(null),
        // A reorder's approved file of an earlier order; absent before reorders existed.
        reorderFileId: z.number().int().nullable().default(null),
      }),
    )
    .min(1),
});
export type StoredCheckout = z.infer<typeof StoredCheckoutSchema>;

/** Where a captured payment ended. */
export type Settlement =
  | { kind: 'ordered'; order: OrderRow; placedNow: boolean }
  | { kind: 'refunded'; reason: string }
  /** Decided, but the provider could not be reached: reconciliation finishes the refund. */
  | { kind: 'refund_pending'; reason: string };

/** Thrown inside the order's transaction to roll it back when a line's stock is gone. */
export class SoldOut extends Error {
  constructor(readonly line: { name: string }) {
    super(`${line.name} is sold out`);
  }
}

/** Thrown inside the order's transaction when its quote can no longer be ordered. */
export class QuoteGone extends Error {}

/** Thrown inside the order's transaction when its approval went to another order. */
export class ApprovalGone extends Error {}

export const QUOTE_GONE =
  'This quote can no longer be ordered: it was ordered with another payment, withdrawn or expired.';

export function soldOut(line: { name: string }): string {
  return `Sorry, ${line.name} sold out while you were paying.`;
}

export interface PaymentSettlementDeps {
  db: Database;
  payments: PaymentProvider;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Told once an order has taken stock, so the shop stops showing the old figures. */
  catalog: CatalogChanges;
}

/**
 * Drives a captured payment to exactly one end: its order, or a full refund. The request that
 * captured the money calls it, and so does reconciliation when that request never finished
 * (the process died, the database failed). Every step runs under the payment's row lock and is
 * safe to repeat, from any number of workers or instances: an order is made once, a refund is
 * decided (`refunding`) before the provider is asked and the provider's idempotency key makes
 * a repeated refund the same refund, and never both.
 */
export class PaymentSettlement {
  private readonly orders: OrdersRepository;
  private readonly ledger: PaymentsRepository;

  constructor(private readonly deps: PaymentSettlementDeps) {
    this.orders = new OrdersRepository(deps.db);
    this.ledger = new PaymentsRepository(deps.db);
  }

  /** Makes the order of a captured payment, or refunds it when the order cannot be made. */
  async settle(paymentId: number): Promise<Settlement> {
    let reason: string;
    try {
      const made = await this.makeOrder(paymentId);
      if (typeof made !== 'string') return made;
      reason = made;
    } catch (error) {
      // The database failing is no reason to give the money back: the order is made once it
      // answers again (the caller answers 202, reconciliation retries).
      if (databaseFault(error)) throw error;
      this.deps.log.error(
        { err: error, paymentId },
        'the order of a captured payment could not be written: refunding it',
      );
      reason = ORDER_NOT_MADE;
    }
    return this.refund(paymentId, reason);
  }

  /** Records a completed capture on a payment that was being captured (or is already). */
  async recordCapture(paymentId: number, capture: Capture): Promise<PaymentRow> {
    return this.ledger.transaction(async (ledger) => {
      const payment = await ledger.lock(paymentId);
      if (payment?.status !== 'capturing') return payment!;
      return ledger.move(paymentId, 'captured', {
        captureId: capture.captureId,
        capturedCents: capture.amountCents,
      });
    });
  }

  /**
   * Gives a captured payment back in full, saying why. Nothing is refunded when the payment
   * already made its order: that order is the answer.
   */
  async refund(paymentId: number, reason: string): Promise<Settlement> {
    const decided = await this.ledger.transaction(async (ledger) => {
      const payment = await ledger.lock(paymentId);
      if (!payment) throw new Error(`payment ${paymentId} does not exist`);
      const order = await new OrdersRepository(ledger.db).orderForPayment(paymentId);
      if (order) return { kind: 'ordered' as const, order, placedNow: false };
      if (payment.status === 'refunded') {
        return { kind: 'refunded' as const, reason: payment.note ?? reason };
      }
      if (payment.status === 'refunding') return payment;
      return ledger.move(paymentId, 'refunding', { note: reason });
    });
    if ('kind' in decided) return decided;
    const payment = decided;
    const why = payment.note ?? reason;
    let refundId: string;
    try {
      ({ refundId } = await this.deps.payments.refundCapture(payment.captureId!, {
        amountCents: payment.capturedCents ?? payment.amountCents,
        currency: payment.currency,
        reference: `payment-${payment.id}`,
      }));
    } catch (error) {
      this.deps.log.error(
        { err: error, paymentId },
        'refund failed: reconciliation will try again',
      );
      return { kind: 'refund_pending', reason: why };
    }
    await this.ledger.transaction(async (ledger) => {
      // Another worker may have finished the same refund meanwhile: one e-mail between them.
      if ((await ledger.lock(paymentId))?.status === 'refunded') return;
      await ledger.move(paymentId, 'refunded', { refundId });
      await this.deps.jobs.enqueue(ledger.db, paymentRefundedMailJob, { paymentId });
    });
    return { kind: 'refunded', reason: why };
  }

  /**
   * Reconciliation: whatever became of a payment whose capture was started, drive it to its end.
   * Throws (so the job is retried, backing off) while the provider cannot tell or a refund is
   * still owed.
   */
  async reconcile(paymentId: number): Promise<void> {
    let payment = await this.ledger.byId(paymentId);
    if (!payment) return;
    if (payment.status === 'capturing') {
      const capture = await this.deps.payments.findCapture(payment.providerOrderId);
      if (!capture) {
        await this.ledger.transaction(async (ledger) => {
          const locked = await ledger.lock(paymentId);
          if (locked?.status === 'capturing') {
            await ledger.move(paymentId, 'abandoned', { note: NOT_CAPTURED });
          }
        });
        return;
      }
      payment = await this.recordCapture(paymentId, capture);
      if (capture.amountCents !== payment.amountCents || capture.currency !== payment.currency) {
        return this.finish(await this.refund(paymentId, AMOUNT_MISMATCH));
      }
    }
    if (payment.status === 'captured') return this.finish(await this.settle(paymentId));
    if (payment.status === 'refunding') {
      return this.finish(await this.refund(paymentId, payment.note ?? ORDER_NOT_MADE));
    }
  }

  private finish(settlement: Settlement): void {
    if (settlement.kind === 'refund_pending') {
      throw new Error('the refund could not be made yet; trying again later');
    }
  }

  /**
   * The one transaction that makes the order: the payment's row lock serialises every attempt
   * for it; the products are locked in id order so concurrent orders never deadlock. Answers why
   * not when the order cannot be made (a line sold out, a payment already being refunded).
   */
  private async makeOrder(paymentId: number): Promise<Settlement | string> {
    let taken: number[] = [];
    try {
      const made = await this.orders.transaction(async (repository) => {
        const ledger = new PaymentsRepository(repository.db);
        const payment = await ledger.lock(paymentId);
        if (!payment) throw new Error(`payment ${paymentId} does not exist`);
        const existing = await repository.orderForPayment(paymentId);
        if (existing) return { kind: 'ordered' as const, order: existing, placedNow: false };
        if (payment.status !== 'captured') return payment.note ?? ORDER_NOT_MADE;
        const checkout = StoredCheckoutSchema.parse(payment.checkout);
        const order = await writeOrder(repository, this.deps.jobs, payment, checkout);
        taken = checkout.lines.map((line) => line.productId);
        return { kind: 'ordered' as const, order, placedNow: true };
      });
      // Committed: the shop stops showing the stock it had before.
      if (taken.length > 0) this.deps.catalog.stockChanged(taken);
      return made;
    } catch (error) {
      if (error instanceof SoldOut) return soldOut(error.line);
      if (error instanceof QuoteGone) return QUOTE_GONE;
      if (error instanceof ApprovalGone) return APPROVAL_MESSAGES.usedElsewhere;
      throw error;
    }
  }
}

/**
 * Writes an order from what it is made of, in the caller's transaction: takes the stock (the
 * products locked in id order, so concurrent orders never deadlock), writes the order and its
 * lines, marks its quote ordered or takes its lines from the cart, spends its approval, and
 * queues the confirmation, the invoice number and the artwork's next steps. Throws SoldOut,
 * QuoteGone or ApprovalGone, which roll the transaction back. An order paid through the provider
 * and one placed on account are both written here.
 */
export async function writeOrder(
  repository: OrdersRepository,
  jobs: JobQueue,
  payment: PaymentRow,
  checkout: StoredCheckout,
): Promise<OrderRow> {
  const stock = await repository.lockStock(checkout.lines.map((line) => line.productId));
  const short = checkout.lines.find((line) => (stock.get(line.productId) ?? 0) < line.quantity);
  if (short) throw new SoldOut(short);
  for (const line of checkout.lines) {
    // The guard never lets stock go below zero, whatever happened to the lock.
    if (!(await repository.takeStock(line.productId, line.quantity))) throw new SoldOut(line);
  }
  const order = await insertOrder(repository, payment, checkout);
  if (checkout.quote) {
    // The quote row's lock makes a second payment for it wait here, then find it ordered.
    if (!(await quoteOrdered(repository.db, checkout.quote.id, order))) throw new QuoteGone();
  } else {
    // A quote's products stay in the cart: the buyer asked for them apart from it.
    await repository.takeFromCart(payerOf(payment), checkout.lines);
  }
  if (
    checkout.approvalId !== null &&
    !(await approvalOrdered(repository.db, checkout.approvalId, order))
  ) {
    throw new ApprovalGone();
  }
  await jobs.enqueue(repository.db, orderConfirmationJob, { orderId: order.id });
  await jobs.enqueue(repository.db, issueInvoiceJob, { orderId: order.id });
  await carryReorderedArtwork(repository.db, order.id, checkout.lines);
  await artworkAfterPayment(jobs, repository.db, order.id);
  return order;
}

async function insertOrder(
  repository: OrdersRepository,
  payment: PaymentRow,
  checkout: StoredCheckout,
): Promise<OrderRow> {
  const totals = orderTotals(checkout.lines, checkout.rush);
  const taxCents = taxTotalCents(checkout.tax);
  const shippingCents = checkout.quote?.shippingCents ?? checkout.shipping?.priceCents ?? 0;
  for (let attempt = 1; attempt <= TRACKING_NO_ATTEMPTS; attempt++) {
    const order = await repository.insertOrder(
      {
        trackingNo: newTrackingNo(),
        userId: payment.userId,
        paymentId: payment.id,
        paymentOrderId: payment.providerOrderId,
        paymentMethod: ORDER_PAYMENT_METHODS[payment.provider],
        ...checkout.billing,
        poNumber: checkout.poNumber,
        blindShip: checkout.blindShip,
        taxExemptCertificateId: checkout.exemption?.id ?? null,
        taxExemption: checkout.exemption && {
          number: checkout.exemption.number,
          form: checkout.exemption.form,
          country: checkout.exemption.country,
          region: checkout.exemption.region,
          waivedCents: checkout.exemption.waivedCents,
        },
        promotions: checkout.promotions,
        rush: checkout.rush,
        subtotalCents: totals.subtotalCents,
        rushFeeCents: totals.rushFeeCents,
        taxCents,
        taxLines: checkout.tax,
        shippingCents,
        shipping: checkout.shipping,
        shipTo: checkout.shipTo,
        tradeShow: checkout.tradeShow,
        deliverBy: checkout.tradeShow?.deliver_by ?? null,
        showPlan: checkout.plan,
        shipBy: checkout.plan?.ship_by ?? null,
        totalCents: totals.totalCents + shippingCents + taxCents,
        currency: CURRENCY,
      },
      checkout.lines,
    );
    if (order) return order;
  }
  throw new Error(`no free order number after ${TRACKING_NO_ATTEMPTS} attempts`);
}
