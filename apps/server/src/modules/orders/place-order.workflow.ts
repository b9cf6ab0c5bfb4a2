import {
  PAYMENT_RECEIVED_PENDING,
  type BillingDetails,
  type PlaceOrderPending,
  type PlaceOrderRequestSchema,
  type PlaceOrderResponse,
} from '@backlit/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import type { TaxTable } from '../../platform/tax-table';
import {
  PaymentError,
  PaymentsRepository,
  type PaymentProvider,
  type PaymentRow,
} from '../payments';
import { blindShipSender } from '../companies';
import { ShippingService } from '../shipping';
import { orderPlanFor, userIdOf } from './checkout.service';
import { CartPlansService } from '../shows';
import { TaxExemptions } from '../tax-exemptions';
import { priceOrder, type PricedOrder } from './order-pricing';
import { buyableLines, checkoutSource, type BuyableLine } from './checkout-source';
import { approvalGate, claimApproval } from './order-approvals';
import { priceShipping, quotedShipping, type CheckoutShipping } from './order-shipping';
import { OrdersRepository, type OrderRow, type Payer } from './orders.repository';
import { paymentFailure } from './payment-failure';
import { reconcilePaymentJob } from './orders.jobs';
import {
  AMOUNT_MISMATCH,
  type PaymentSettlement,
  type Settlement,
  type StoredCheckout,
} from './payment-settlement';

export type PlaceOrderInput = z.output<typeof PlaceOrderRequestSchema>;
/** The checkout form as the order is made of it, with or without a payment. */
export type CheckoutForm = Omit<PlaceOrderInput, 'payment_order_id'>;

export const ORDER_PLACED = 'Order placed successfully';
export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const CART_CHANGED =
  'Your cart changed while you were paying, so nothing was charged. Please review your order and pay again.';
export const SHIP_TO_CHANGED =
  'This payment was opened for delivery to another state or province or by another shipping method, so nothing was charged. Please pay again.';
export const PAYMENT_CLOSED = 'This payment was refunded or declined. Please pay again.';
export const REFUNDED = 'Your payment has been refunded in full.';
export const REFUND_OWED =
  'Your payment will be refunded in full; you will get an e-mail as soon as it is done.';

/** The provider's definite "no": nothing was taken, and the buyer may approve and try again. */
const NOT_TAKEN = new Set(['declined', 'not_approved', 'unknown_order']);

export interface PlaceOrderDeps {
  db: Database;
  payments: PaymentProvider;
  config: Pick<Config, 'jobs'>;
  jobs: JobQueue;
  settlement: PaymentSettlement;
  log: FastifyBaseLogger;
  tax: Pick<TaxTable, 'collectedIn'>;
}

/** The cart, or the rush choice, no longer costs what the payment was opened for. */
class CartChanged extends AppError {
  constructor(message = CART_CHANGED) {
    super('CONFLICT', message);
  }
}

/**
 * Places an order from a payment the customer approved. The payment must be theirs and unused;
 * the cart must still cost what was approved (otherwise nothing is captured). Before the provider
 * is asked to take the money, the payment is recorded as `capturing` with everything the order
 * will be made of, and a reconciliation job is queued in that same transaction: whatever happens
 * after (a crash, a database failure), the money ends as exactly one order or one full refund.
 * Then the capture, then the order (see PaymentSettlement). A payment makes at most one order: a
 * repeat answers 409 with the order's number. When the money was taken but the order could not
 * be written just then, the answer is 202 and the shop finishes it by itself.
 */
export class PlaceOrderWorkflow {
  private readonly repository: OrdersRepository;
  private readonly ledger: PaymentsRepository;
  private readonly settlement: PaymentSettlement;
  private readonly shipping: ShippingService;
  private readonly plans: CartPlansService;
  private readonly exemptions: TaxExemptions;

  constructor(private readonly deps: PlaceOrderDeps) {
    this.exemptions = new TaxExemptions(deps.db);
    this.repository = new OrdersRepository(deps.db);
    this.shipping = new ShippingService(deps.db);
    this.plans = new CartPlansService(deps.db);
    this.ledger = new PaymentsRepository(deps.db);
    this.settlement = deps.settlement;
  }

  async run(payer: Payer, input: PlaceOrderInput): Promise<PlaceOrderResponse | PlaceOrderPending> {
    const payment = await this.usablePayment(payer, input.payment_order_id);
    // An earlier attempt took the money and stopped short of the order: finish that one.
    if (payment.status === 'captured' || payment.status === 'refunding') {
      return this.answerOrPending(payment, () => this.settlement.settle(payment.id));
    }
    // The company's sender is checked before anything is captured: a field message, not a refund.
    const blindShip = input.blind_ship
      ? await blindShipSender(this.deps.db, userIdOf(payer))
      : null;
    const { lines, priced, shipping, quote } = await this.cartAsPaid(payer, payment, input);
    // Checked again now (the clock may have passed a cut-off since the payment opened), before
    // any money moves: a too-late plan needs the buyer's word.
    const country = input.ship_to ? input.ship_to.country : input.country;
    const plan = await orderPlanFor(this.plans, lines, country, shipping, input.rush, input);
    // Checked again before the capture: the approval the payment was opened with may have been
    // spent on another order since. Being approved is not enough when two payments were opened
    // with it: the capture's start claims it for this payment (startCapture).
    const approvalId = await approvalGate(this.deps.db, payer, lines, quote?.id ?? null);
    const checkout = {
      ...checkoutOf(input, lines, priced, shipping),
      blindShip,
      plan,
      quote: quote && { id: quote.id, shippingCents: quote.shippingCents },
      approvalId,
    };
    if (!(await this.startCapture(payment, checkout))) {
      // A concurrent call for the same payment got further meanwhile: answer as it settles.
      return this.answerOrPending(payment, () => this.settlement.settle(payment.id));
    }

    let capture;
    try {
      capture = await this.deps.payments.captureOrder(payment.providerOrderId);
    } catch (error) {
      if (error instanceof PaymentError && NOT_TAKEN.has(error.kind)) {
        await this.captureRefused(payment.id);
      }
      // Otherwise the provider's answer was lost or is pending: reconciliation will ask again.
      throw paymentFailure(error);
    }

    return this.answerOrPending(payment, async () => {
      await this.settlement.recordCapture(payment.id, capture);
      if (capture.amountCents !== payment.amountCents || capture.currency !== payment.currency) {
        this.deps.log.error(
          { paymentId: payment.id, expected: payment.amountCents, captured: capture },
          'captured amount differs from the order total',
        );
        // Not paid as asked: 402, like any other payment that did not go through.
        return { ...(await this.settlement.refund(payment.id, AMOUNT_MISMATCH)), code: 402 };
      }
      return this.settlement.settle(payment.id);
    });
  }

  /**
   * The payer's own payment (the customer's, or opened from this guest cart), not used yet;
   * someone else's is answered as unknown.
   */
  private async usablePayment(payer: Payer, providerOrderId: string): Promise<PaymentRow> {
    const payment = await this.ledger.byProviderOrderId(providerOrderId);
    if (!payment || !paidBy(payment, payer) || payment.provider !== this.deps.payments.name) {
      throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
    }
    const order = await this.repository.orderForPayment(payment.id);
    if (order) throw alreadyPlaced(order);
    if (!['created', 'capturing', 'captured', 'refunding'].includes(payment.status)) {
      throw new AppError('PAYMENT_REQUIRED', PAYMENT_CLOSED);
    }
    return payment;
  }

  /**
   * The cart's lines, which must still cost what the payment was opened for: shipped to the
   * region and by the method the payment was priced for, with the sales tax of the region the
   * order ships to (so a payment priced for one region or method cannot pay for an order sent
   * elsewhere or otherwise). When they do not (or the cart is empty), a concurrent call for the
   * same payment may just have placed the order and emptied the cart: that is answered as the
   * order it is. A payment opened for a quote pays only that quote (still accepted, unexpired
   * and unused), and a cart's payment never pays a quote.
   */
  private async cartAsPaid(payer: Payer, payment: PaymentRow, input: PlaceOrderInput) {
    try {
      const { rows, quote } = await checkoutSource(this.repository, payer, input);
      if ((quote?.id ?? null) !== payment.quoteId) throw new CartChanged();
      const lines = buyableLines(rows);
      const region = input.ship_to
        ? { country: input.ship_to.country, state: input.ship_to.state_contry }
        : { country: input.country, state: input.state_contry };
      const shipping = await this.shippingAsPaid(payment, lines, input, region, quote);
      // Priced as the payment was, exemption included: a certificate that expired or was
      // approved since then changes the total, and the buyer pays again.
      const exemption = this.exemptions.forBuyer(userIdOf(payer));
      const priced = await priceOrder(
        this.deps.tax,
        lines,
        input.rush,
        region,
        shipping.cents,
        exemption,
      );
      if (priced.totalCents !== payment.amountCents || input.rush !== payment.rush) {
        throw new CartChanged();
      }
      return { lines, priced, shipping, quote };
    } catch (error) {
      const order = await this.repository.orderForPayment(payment.id);
      if (order) throw alreadyPlaced(order);
      throw error;
    }
  }

  /**
   * Shipping as the payment was priced for it. A payment priced for another region or method
   * than this order's, or for none (opened before every payment named its place), is refused
   * before anything is captured; a method or region the shop does not offer for the cart is a 422.
   */
  private async shippingAsPaid(
    payment: PaymentRow,
    lines: BuyableLine[],
    input: PlaceOrderInput,
    region: { country: string; state: string },
    quote: { shippingCents: number } | null,
  ): Promise<CheckoutShipping> {
    const paid = payment.shipping;
    if (!paid || paid.country !== region.country || paid.region !== region.state) {
      throw new CartChanged(SHIP_TO_CHANGED);
    }
    const shipTo = {
      country: region.country,
      region: region.state,
      field: input.ship_to ? 'shipping_state_contry' : 'state_contry',
    };
    if (quote) return quotedShipping(quote.shippingCents, shipTo);
    if (paid.methodId == null) throw new CartChanged(SHIP_TO_CHANGED);
    const asked = await priceShipping(
      this.shipping,
      lines,
      input.rush,
      shipTo,
      input.shipping_method_id,
    );
    if (input.shipping_method_id !== undefined && input.shipping_method_id !== paid.methodId) {
      throw new CartChanged(SHIP_TO_CHANGED);
    }
    if (asked.snapshot.methodId === paid.methodId) return asked;
    try {
      return await priceShipping(this.shipping, lines, input.rush, shipTo, paid.methodId);
    } catch (error) {
      // Staff stopped offering the method, or the cart no longer fits it, since the payment.
      if (error instanceof AppError && error.status === 422) throw new CartChanged();
      throw error;
    }
  }

  /**
   * Records, before any money moves, that this payment is being captured and what its order will
   * be made of, and takes its approval for it (a 409 when another payment has it); the first
   * time, the reconciliation job is queued with it, which writes the order and spends the
   * approval whatever stops this request. False when a concurrent call already captured it.
   */
  private async startCapture(payment: PaymentRow, checkout: StoredCheckout): Promise<boolean> {
    return this.ledger.transaction(async (ledger) => {
      const locked = await ledger.lock(payment.id);
      if (locked?.status === 'captured' || locked?.status === 'refunding') return false;
      if (locked?.status === 'created') {
        await this.deps.jobs.enqueue(
          ledger.db,
          reconcilePaymentJob,
          { paymentId: payment.id },
          { startAfterSeconds: this.deps.config.jobs.reconcileAfterSeconds },
        );
      } else if (locked?.status !== 'capturing') {
        throw new AppError('PAYMENT_REQUIRED', PAYMENT_CLOSED);
      }
      if (checkout.approvalId !== null) {
        await claimApproval(ledger.db, checkout.approvalId, payment.id);
      }
      await ledger.move(payment.id, 'capturing', { checkout });
      return true;
    });
  }

  /** The provider said no: the payment waits for the buyer's next approval, as before. */
  private async captureRefused(paymentId: number): Promise<void> {
    await this.ledger.transaction(async (ledger) => {
      const locked = await ledger.lock(paymentId);
      if (locked?.status === 'capturing') await ledger.move(paymentId, 'created');
    });
  }

  /**
   * The answer for how the payment settled; 202 when it could not be settled now (the money is
   * taken and recorded as such: reconciliation finishes it and e-mails the customer).
   */
  private async answerOrPending(
    payment: PaymentRow,
    settle: () => Promise<Settlement & { code?: 402 }>,
  ): Promise<PlaceOrderResponse | PlaceOrderPending> {
    let settlement;
    try {
      settlement = await settle();
    } catch (error) {
      this.deps.log.error(
        { err: error, paymentId: payment.id },
        'paid, but the order could not be finished now: reconciliation will',
      );
      return {
        status: 202,
        message: PAYMENT_RECEIVED_PENDING,
        payment_order_id: payment.providerOrderId,
      };
    }
    const code = settlement.code === 402 ? 'PAYMENT_REQUIRED' : 'CONFLICT';
    switch (settlement.kind) {
      case 'ordered':
        if (!settlement.placedNow) throw alreadyPlaced(settlement.order);
        return {
          status: 200,
          message: ORDER_PLACED,
          tracking_no: settlement.order.trackingNo,
          order_id: settlement.order.id,
        };
      case 'refunded':
        throw new AppError(code, `${settlement.reason} ${REFUNDED}`, { refunded: true });
      case 'refund_pending':
        throw new AppError(code, `${settlement.reason} ${REFUND_OWED}`, { refunded: false });
    }
  }
}

/**
 * The checkout form, the priced lines, shipping and the tax, as the order will be made of them.
 */
export function checkoutOf(
  input: CheckoutForm,
  lines: BuyableLine[],
  priced: PricedOrder,
  shipping: CheckoutShipping,
): Omit<StoredCheckout, 'plan' | 'quote' | 'blindShip' | 'approvalId'> {
  return {
    billing: billingColumns(input),
    shipTo: input.ship_to
      ? {
          ...input.ship_to,
          companyname: input.ship_to.companyname ?? null,
          streetaddressoptional: input.ship_to.streetaddressoptional ?? null,
          phone: input.ship_to.phone ?? null,
        }
      : {
          firstname: input.firstname,
          lastname: input.lastname,
          companyname: input.companyname ?? null,
          streetaddress: input.streetaddress,
          streetaddressoptional: input.streetaddressoptional ?? null,
          city: input.city,
          state_contry: input.state_contry,
          zip: input.zip,
          country: input.country,
          phone: input.phone,
        },
    tradeShow: input.trade_show,
    poNumber: input.po_number ?? null,
    shipping: shipping.snapshot,
    promotions: input.promotions,
    rush: input.rush,
    tax: priced.taxLines,
    exemption: priced.exemption,
    lines: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      unitPriceCents: line.unitPriceCents,
      listUnitPriceCents: line.trade?.listPriceCents ?? null,
      priceRule: line.trade?.rule ?? null,
      quantity: line.quantity,
      printSize: line.printSize,
      reorderFileId: line.reorderFileId,
    })),
  };
}

/** The checkout form's billing fields, in the API's published spellings, as the order's columns. */
function billingColumns(billing: BillingDetails): StoredCheckout['billing'] {
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

/** Whether the payment is the payer's: the customer's own, or opened from this guest cart. */
export function paidBy(payment: Pick<PaymentRow, 'userId' | 'guestCartId'>, payer: Payer): boolean {
  if ('userId' in payer) return payment.userId === payer.userId;
  return (
    payment.userId === null &&
    payer.guestCartId !== null &&
    payment.guestCartId === payer.guestCartId
  );
}

function alreadyPlaced(order: OrderRow): AppError {
  return new AppError('CONFLICT', `This payment already placed order ${order.trackingNo}.`, {
    tracking_no: order.trackingNo,
  });
}
