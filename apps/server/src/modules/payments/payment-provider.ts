import type { PaymentProviderName } from '@backlit/domain';

/** A completed capture as the provider reports it; the caller checks amount and currency. */
export interface Capture {
  captureId: string;
  amountCents: number;
  currency: string;
}

export interface CreateOrderInput {
  /** Our reference for the payment (goes to PayPal's custom_id / invoice_id). */
  reference: string;
  amountCents: number;
  currency: string;
  description: string;
}

export interface Refund {
  refundId: string;
  amountCents: number;
}

/**
 * Why a payment call failed, in the terms checkout answers with:
 * - `declined`: the buyer's instrument was refused (402; `issue` e.g. INSTRUMENT_DECLINED lets
 *   the buttons restart);
 * - `not_approved`: the buyer has not approved the order yet, or it expired (402);
 * - `pending`: the capture is PENDING with the provider, not money yet (402);
 * - `unknown_order`: the provider does not know this order id (402);
 * - `unavailable`: timeout, network error or 5xx after retries, and the state could not be
 *   confirmed; or the provider refused our own credentials or request (502/504; nothing
 *   recorded, safe to retry).
 */
export type PaymentFailureKind =
  'declined' | 'not_approved' | 'pending' | 'unknown_order' | 'unavailable';

export class PaymentError extends Error {
  override name = 'PaymentError';
  constructor(
    readonly kind: PaymentFailureKind,
    message: string,
    /** The provider's own reason, e.g. PayPal's details[0].issue. */
    readonly issue?: string,
  ) {
    super(message);
  }
}

/** A webhook delivery, as received: the headers the provider signs and the parsed JSON body. */
export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  event: { id: string; event_type: string; resource?: Record<string, unknown> };
  /** The body's exact text, when known: the signature covers it, not a re-serialisation. */
  rawBody?: string;
}

/**
 * One way of taking money. Every method is safe to repeat for the same order: capture and refund
 * are idempotent with the provider (PayPal-Request-Id), so a retry never charges twice.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public id the browser's SDK needs (PayPal client id); null when there is none. */
  readonly clientId: string | null;
  createOrder(input: CreateOrderInput): Promise<{ orderId: string }>;
  /** Captures an approved order; throws PaymentError unless the capture COMPLETED. */
  captureOrder(orderId: string): Promise<Capture>;
  /**
   * What became of an order the shop may have captured (asked after a crash): its completed
   * capture, or null when no money was taken. Throws PaymentError when the provider cannot
   * tell yet (unreachable, or the capture is still pending).
   */
  findCapture(orderId: string): Promise<Capture | null>;
  refundCapture(
    captureId: string,
    input: { amountCents: number; currency: string; reference: string },
  ): Promise<Refund>;
  /** True when the provider confirms the delivery is genuine. */
  verifyWebhook(delivery: WebhookDelivery): Promise<boolean>;
}
