import { randomBytes } from 'node:crypto';
import type {
  Capture,
  CreateOrderInput,
  PaymentProvider,
  Refund,
  WebhookDelivery,
} from './payment-provider';
import { PaymentError } from './payment-provider';

interface DemoOrder {
  amountCents: number;
  currency: string;
  capture?: Capture;
}

/** Orders the demo provider remembers; older ones are forgotten first (a restart forgets all). */
const DEMO_ORDERS_MAX = 10_000;

/**
 * The embedded default: no money moves. An order counts as approved the moment it is created and
 * captures for exactly its amount. Refused in production (the configuration already refuses it;
 * this is the second lock).
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  readonly clientId = null;
  private readonly orders = new Map<string, DemoOrder>();

  constructor(nodeEnv: string) {
    if (nodeEnv === 'production') {
      throw new Error('the demo payment provider is refused in production');
    }
  }

  async createOrder(input: CreateOrderInput): Promise<{ orderId: string }> {
    const orderId = `DEMO-${randomBytes(8).toString('hex').toUpperCase()}`;
    if (this.orders.size >= DEMO_ORDERS_MAX) {
      const oldest = this.orders.keys().next().value;
      if (oldest !== undefined) this.orders.delete(oldest);
    }
    this.orders.set(orderId, { amountCents: input.amountCents, currency: input.currency });
    return { orderId };
  }

  async captureOrder(orderId: string): Promise<Capture> {
    const order = this.orders.get(orderId);
    if (!order) {
      throw new PaymentError('unknown_order', 'This test payment has expired. Please pay again.');
    }
    order.capture ??= {
      captureId: `DEMO-CAPTURE-${randomBytes(6).toString('hex').toUpperCase()}`,
      amountCents: order.amountCents,
      currency: order.currency,
    };
    return order.capture;
  }

  /** A restart forgets every demo order, and with it any capture: no money moved either way. */
  async findCapture(orderId: string): Promise<Capture | null> {
    return this.orders.get(orderId)?.capture ?? null;
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
