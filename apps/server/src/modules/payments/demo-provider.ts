import { randomBytes } from 'node:crypto';
import type {
  Capture,
  CreateOrderInput,
  PaymentProvider,
  Refund,
  WebhookDelivery,
} from './payment-provider';
import { PaymentError } from './payment-provider';

/** `DEMO-<16 hex digits>-<amount in cents>-<currency>`: everything a capture needs. */
const DEMO_ORDER_ID = /^DEMO-([0-9A-F]{16})-(\d{1,10})-([A-Z]{3})$/;

/** Captures kept for reconciliation to find, the newest first. */
const REMEMBERED_CAPTURES = 10_000;

/**
 * The embedded default: no money moves. An order counts as approved the moment it is created and
 * captures for exactly its amount. Its id carries that amount, so any instance of the shop (or
 * the same one after a restart) captures it the same way without sharing any state; the shop
 * itself only captures ids it recorded when it opened them. Refused in production (the
 * configuration already refuses it; this is the second lock).
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  readonly clientId = null;
  private readonly captured = new Map<string, Capture>();

  constructor(nodeEnv: string) {
    if (nodeEnv === 'production') {
      throw new Error('the demo payment provider is refused in production');
    }
  }

  async createOrder(input: CreateOrderInput): Promise<{ orderId: string }> {
    const id = randomBytes(8).toString('hex').toUpperCase();
    return { orderId: `DEMO-${id}-${input.amountCents}-${input.currency}` };
  }

  /** The same capture however often it is asked for. */
  async captureOrder(orderId: string): Promise<Capture> {
    const order = DEMO_ORDER_ID.exec(orderId);
    if (!order) {
      throw new PaymentError('unknown_order', 'This test payment has expired. Please pay again.');
    }
    const [, id, amount, currency] = order;
    const capture = {
      captureId: `DEMO-CAPTURE-${id}`,
      amountCents: Number(amount),
      currency: currency!,
    };
    this.remember(orderId, capture);
    return capture;
  }

  /**
   * A capture this process made, as a provider would report it: a payment whose capture was
   * taken while its order could not be written is then finished by reconciliation, as with
   * PayPal. One made by another process, or before a restart, is not known: reconciliation marks
   * that payment abandoned (no money moved either way).
   */
  async findCapture(orderId: string): Promise<Capture | null> {
    return this.captured.get(orderId) ?? null;
  }

  private remember(orderId: string, capture: Capture): void {
    this.captured.delete(orderId);
    this.captured.set(orderId, capture);
    // The oldest go first: reconciliation looks within minutes of a capture.
    for (const oldest of this.captured.keys()) {
      if (this.captured.size <= REMEMBERED_CAPTURES) break;
      this.captured.delete(oldest);
    }
  }

  async refundCapture(
    _captureId: string,
    input: { amountCents: number; currency: string; reference: string },
  ): Promise<Refund> {
    return {
      refundId: `DEMO-REFUND-${randomBytes(6).toString('hex').toUpperCase()}`,
      amountCents: input.amountCents,
    };
  }

  async verifyWebhook(_delivery: WebhookDelivery): Promise<boolean> {
    return false;
  }
}
