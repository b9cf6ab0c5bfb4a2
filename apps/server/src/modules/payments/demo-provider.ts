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

/**
 * The embedded default: no money moves. An order counts as approved the moment it is created and
 * captures for exactly its amount. Its id carries that amount, so any instance of the shop (or
 * the same one after a restart) captures it the same way without remembering anything; the shop
 * itself only captures ids it recorded when it opened them. Refused in production (the
 * configuration already refuses it; this is the second lock).
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  readonly clientId = null;

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
    return { captureId: `DEMO-CAPTURE-${id}`, amountCents: Number(amount), currency: currency! };
  }

  /**
   * Nothing is remembered, so no capture is known: a payment whose capture the shop began but
   * never saw answered is marked abandoned by reconciliation (no money moved either way).
   */
  async findCapture(): Promise<Capture | null> {
    return null;
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
