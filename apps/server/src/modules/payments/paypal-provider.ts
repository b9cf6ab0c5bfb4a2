import { centsToAmount, amountToCents } from '@backlit/domain';
import {
  PayPalApiError,
  PayPalClient,
  PayPalUnavailableError,
  type PayPalClientOptions,
  type PayPalOrder,
} from './paypal-client';
import {
  PaymentError,
  type Capture,
  type CreateOrderInput,
  type PaymentProvider,
  type Refund,
  type WebhookDelivery,
} from './payment-provider';

const DECLINED_MESSAGE = 'PayPal declined the payment. Please choose another way to pay.';
const NOT_APPROVED_MESSAGE = 'The payment has not been approved in PayPal yet.';
const PENDING_MESSAGE =
  'PayPal is still reviewing this payment. We will place your order once it completes.';
const UNAVAILABLE_MESSAGE =
  'PayPal did not answer in time. Nothing was charged twice; please try again in a moment.';
const REFUSED_MESSAGE =
  'PayPal could not process the payment right now. Nothing was charged; please try again later.';
const UNKNOWN_ORDER_MESSAGE = 'PayPal does not know this payment. Please pay again.';
const REFUND_FAILED_MESSAGE = 'PayPal could not refund the payment.';

const NOT_APPROVED_ISSUES = new Set(['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED']);
/** The headers PayPal signs a webhook delivery with. */
const SIGNATURE_HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
];
/** Refund states that mean the money is (or will be) given back. */
const REFUND_ACCEPTED = new Set(['COMPLETED', 'PENDING']);

export interface PayPalProviderOptions extends PayPalClientOptions {
  /** The webhook's id in the PayPal dashboard; without it, no delivery is accepted. */
  webhookId?: string | undefined;
}

/** Takes money through PayPal Orders v2, with idempotent retries and the capture's own status checked. */
export class PayPalPaymentProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  readonly clientId: string;
  private readonly client: PayPalClient;
  private readonly webhookId: string | undefined;

  constructor(options: PayPalProviderOptions) {
    this.client = new PayPalClient(options);
    this.clientId = options.clientId;
    this.webhookId = options.webhookId;
  }

  async createOrder(input: CreateOrderInput): Promise<{ orderId: string }> {
    const order = await failingAsPayment(
      this.client.createOrder({
        reference: input.reference,
        amount: centsToAmount(input.amountCents),
        currency: input.currency,
        description: input.description,
      }),
    );
    return { orderId: order.id };
  }

  /**
   * Captures and reads the capture itself, not only the order's status (an order can say
   * COMPLETED while its capture is PENDING or DECLINED). When the answer is lost (timeouts, 5xx
   * after retries) or PayPal says it was captured already, the order is read back before answering.
   */
  async captureOrder(orderId: string): Promise<Capture> {
    let order: PayPalOrder;
    try {
      order = await this.client.captureOrder(orderId);
    } catch (error) {
      if (error instanceof PayPalApiError && error.issue === 'ORDER_ALREADY_CAPTURED') {
        order = await failingAsPayment(this.client.getOrder(orderId));
      } else if (error instanceof PayPalUnavailableError) {
        order = await failingAsPayment(this.client.getOrder(orderId));
        // Still no capture: it did not happen (yet); the same call is safe to repeat.
        if (!firstCapture(order)) throw new PaymentError('unavailable', UNAVAILABLE_MESSAGE);
      } else {
        throw toPaymentError(error);
      }
    }
    return captureOf(order);
  }

  /** Reads the order back: a COMPLETED capture is money taken; none, or a refused one, is not. */
  async findCapture(orderId: string): Promise<Capture | null> {
    let order: PayPalOrder;
    try {
      order = await this.client.getOrder(orderId);
    } catch (error) {
      if (error instanceof PayPalApiError && error.status === 404) return null;
      throw toPaymentError(error);
    }
    const capture = firstCapture(order);
    if (!capture) return null;
    if (capture.status === 'PENDING') throw new PaymentError('pending', PENDING_MESSAGE);
    return capture.status === 'COMPLETED' ? captureOf(order) : null;
  }

  async refundCapture(
    captureId: string,
    input: { amountCents: number; currency: string; reference: string },
  ): Promise<Refund> {
    const refund = await failingAsPayment(
      this.client.refundCapture(captureId, {
        amount: centsToAmount(input.amountCents),
        currency: input.currency,
        reference: input.reference,
      }),
    );
    if (!REFUND_ACCEPTED.has(refund.status)) {
      throw new PaymentError('declined', REFUND_FAILED_MESSAGE, refund.status);
    }
    const refunded = refund.amount && amountToCents(refund.amount.value);
    return { refundId: refund.id, amountCents: refunded ?? input.amountCents };
  }

  /**
   * Asks PayPal whether the delivery is genuine. False without a webhook id, without the signed
   * headers, or when PayPal refuses; PaymentError('unavailable') when PayPal cannot be asked.
   */
  async verifyWebhook(delivery: WebhookDelivery): Promise<boolean> {
    if (!this.webhookId) return false;
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(delivery.headers)) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value[0] : value;
    }
    if (SIGNATURE_HEADERS.some((name) => !headers[name])) return false;
    try {
      return await this.client.verifyWebhookSignature({
        webhookId: this.webhookId,
        headers,
        rawEvent: delivery.rawBody ?? JSON.stringify(delivery.event),
      });
    } catch (error) {
      if (error instanceof PayPalApiError) return false;
      throw toPaymentError(error);
    }
  }
}

function firstCapture(order: PayPalOrder) {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}

/** The order's capture, if it COMPLETED; otherwise why not, as a PaymentError. */
function captureOf(order: PayPalOrder): Capture {
  const capture = firstCapture(order);
  if (!capture) throw new PaymentError('not_approved', NOT_APPROVED_MESSAGE);
  if (capture.status === 'PENDING') throw new PaymentError('pending', PENDING_MESSAGE);
  const amountCents = capture.amount && amountToCents(capture.amount.value);
  if (capture.status !== 'COMPLETED' || !capture.amount || amountCents === undefined) {
    throw new PaymentError('declined', DECLINED_MESSAGE, capture.status);
  }
  return { captureId: capture.id, amountCents, currency: capture.amount.currency_code };
}

async function failingAsPayment<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toPaymentError(error);
  }
}

/**
 * PayPal's refusals in checkout's terms: 404 → unknown order; 422 → not approved or declined,
 * with PayPal's issue; any other 4xx (our credentials or request) → unavailable, nothing charged.
 */
function toPaymentError(error: unknown): unknown {
  if (error instanceof PayPalUnavailableError) {
    return new PaymentError('unavailable', UNAVAILABLE_MESSAGE);
  }
  if (!(error instanceof PayPalApiError)) return error;
  if (error.status === 404) return new PaymentError('unknown_order', UNKNOWN_ORDER_MESSAGE);
  if (error.issue && NOT_APPROVED_ISSUES.has(error.issue)) {
    return new PaymentError('not_approved', NOT_APPROVED_MESSAGE, error.issue);
  }
  if (error.status === 422) return new PaymentError('declined', DECLINED_MESSAGE, error.issue);
  return new PaymentError('unavailable', REFUSED_MESSAGE, error.issue ?? error.errorName);
}
