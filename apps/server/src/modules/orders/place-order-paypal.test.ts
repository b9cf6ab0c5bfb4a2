import {
  AdminOrdersResponseSchema,
  CheckoutSummarySchema,
  ShippingQuoteResponseSchema,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { payments } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, createCategory, createProduct, expectRefused } from '../../test/cart';
import { FAKE_PAYPAL, startFakePayPal, type FakePayPal } from '../../test/fake-paypal';
import { jobsIdle } from '../../test/jobs';
import { fakePayPalConfig, openPayment, placeOrderRequest } from './orders.fixtures';
import { SHIP_TO_CHANGED } from './place-order.workflow';

let app: App;
let paypal: FakePayPal;
let staff: SignedIn;
let categoryId: number;

beforeAll(async () => {
  paypal = await startFakePayPal();
  app = await buildTestApp({ payment: fakePayPalConfig(paypal, 300) });
  staff = await signInStaff(app);
  categoryId = await createCategory(app, staff);
});
afterAll(async () => {
  await app.close();
  await paypal.close();
});

/** A customer with one frame in the cart and a PayPal order opened for it. */
async function shopperWithPayment(options: { price?: string; stock?: number } = {}) {
  const customer = await registerCustomer(app);
  const product = await createProduct(app, staff, categoryId, options);
  await add(app, customer, product.id, 1);
  const payment = await openPayment(app, customer);
  return { customer, product, orderId: payment.order_id, payment };
}

const capturesOf = (orderId: string) =>
  paypal.requests.filter((r) => r.operation === 'capture' && r.path.includes(orderId));

async function ordersFor(paymentOrderId: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/orders?per_page=100',
    headers: bearer(staff.token),
  });
  const { orders } = AdminOrdersResponseSchema.parse(response.json());
  const details = await Promise.all(
    orders.map(async (order) => {
      const detail = await app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}`,
        headers: bearer(staff.token),
      });
      return detail.json().order as { payment: { order_id: string } };
    }),
  );
  return details.filter((order) => order.payment.order_id === paymentOrderId);
}

describe('checkout with PayPal (against a PayPal-shaped fake)', () => {
  it('tells the browser how to load the buttons', async () => {
    const customer = await registerCustomer(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/checkout',
      headers: bearer(customer.token),
    });
    expect(CheckoutSummarySchema.parse(response.json()).payment).toEqual({
      provider: 'paypal',
      client_id: FAKE_PAYPAL.clientId,
      sdk_url: null,
    });
  });

  it('opens the PayPal order for the server total, then captures it once approved', async () => {
    const { customer, orderId, payment } = await shopperWithPayment({ price: '249.00' });
    // $249 shipped to Georgia by Ground ($9.95).
    expect(payment).toMatchObject({ provider: 'paypal', amount: '258.95', currency: 'USD' });
    const created = paypal.orders.get(orderId)!;
    expect(created.amount).toEqual({ currency_code: 'USD', value: '258.95' });
    const create = paypal.requests.find(
      (r) => r.operation === 'create' && r.requestId?.endsWith(created.customId!),
    );
    expect(create?.requestId).toBe(`create-${created.customId}`);

    const early = await placeOrderRequest(app, customer, orderId);
    expect(early.statusCode).toBe(402);
    expect(early.json().issue).toBe('ORDER_NOT_APPROVED');

    paypal.approve(orderId);
    const placed = await placeOrderRequest(app, customer, orderId);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(capturesOf(orderId).every((r) => r.requestId === `capture-${orderId}`)).toBe(true);
    expect(await ordersFor(orderId)).toHaveLength(1);
  });

  it('passes INSTRUMENT_DECLINED back, and the same payment succeeds after the buttons restart', async () => {
    const { customer, orderId } = await shopperWithPayment();
    paypal.approve(orderId);
    paypal.fail('capture', { kind: 'declined' });
    const declined = await placeOrderRequest(app, customer, orderId);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ issue: 'INSTRUMENT_DECLINED' });
    expect(await ordersFor(orderId)).toHaveLength(0);

    const retried = await placeOrderRequest(app, customer, orderId);
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('after a decline, a new payment for the same cart goes through', async () => {
    const { customer, orderId } = await shopperWithPayment();
    paypal.approve(orderId);
    paypal.fail('capture', { kind: 'declined' });
    const declined = await placeOrderRequest(app, customer, orderId);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ issue: 'INSTRUMENT_DECLINED' });

    const fresh = await openPayment(app, customer);
    expect(fresh.order_id).not.toBe(orderId);
    paypal.approve(fresh.order_id);
    const placed = await placeOrderRequest(app, customer, fresh.order_id);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await ordersFor(fresh.order_id)).toHaveLength(1);
    expect(await ordersFor(orderId)).toHaveLength(0);
  });

  it('makes exactly one order from concurrent place-order calls', async () => {
    const { customer, orderId } = await shopperWithPayment();
    paypal.approve(orderId);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => placeOrderRequest(app, customer, orderId)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(new Set(answers.map((a) => a.json().tracking_no)).size).toBe(1);
    expect(paypal.orders.get(orderId)?.capture).toBeDefined();
    expect(await ordersFor(orderId)).toHaveLength(1);
  });

  it('reconciles a capture whose answer was lost (committed, then 500): one order', async () => {
    const { customer, orderId } = await shopperWithPayment();
    paypal.approve(orderId);
    paypal.fail('capture', { kind: 'commit-then-500' });
    const placed = await placeOrderRequest(app, customer, orderId);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(capturesOf(orderId).length).toBeGreaterThanOrEqual(2);
    expect(new Set(capturesOf(orderId).map((r) => r.requestId))).toEqual(
      new Set([`capture-${orderId}`]),
    );
    expect(await ordersFor(orderId)).toHaveLength(1);
  });

  it('reads the order back when PayPal says it was captured already', async () => {
    const { customer, orderId } = await shopperWithPayment();
    paypal.approve(orderId);
    paypal.fail('capture', { kind: 'already-captured' });
    const placed = await placeOrderRequest(app, customer, orderId);
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('answers a timeout when PayPal is too slow, places nothing, and the payment still works later', async () => {
    const { customer, orderId } = await shopperWithPayment();
    paypal.approve(orderId);
    paypal.fail('capture', { kind: 'slow', delayMs: 800 }, 3);
    paypal.fail('get', { kind: 'slow', delayMs: 800 }, 3);
    const slow = await placeOrderRequest(app, customer, orderId);
    expect(slow.statusCode).toBe(502);
    expect(slow.json().message).toMatch(/did not answer in time/);
    expect(await ordersFor(orderId)).toHaveLength(0);

    await new Promise((resolve) => setTimeout(resolve, 900));
    const later = await placeOrderRequest(app, customer, orderId);
    expect(later.statusCode, later.body).toBe(200);
    expect(await ordersFor(orderId)).toHaveLength(1);
  });

  it('refunds and places nothing when the captured amount differs from the total', async () => {
    const { customer, orderId } = await shopperWithPayment({ price: '100.00' });
    paypal.approve(orderId);
    paypal.fail('capture', { kind: 'other-amount' });
    const response = await placeOrderRequest(app, customer, orderId);
    expect(response.statusCode, response.body).toBe(402);
    expect(response.json()).toMatchObject({ refunded: true });
    const capture = paypal.orders.get(orderId)!.capture!;
    expect(paypal.refunds.filter((r) => r.captureId === capture.id)).toEqual([
      expect.objectContaining({ amount: { value: '110.95', currency_code: 'USD' } }),
    ]);
    expect(await ordersFor(orderId)).toHaveLength(0);
    // The refunded payment cannot be used again.
    const again = await placeOrderRequest(app, customer, orderId);
    expect(again.statusCode).toBe(402);
    expect(await ordersFor(orderId)).toHaveLength(0);
  });

  it('does not place an order while the capture is pending', async () => {
    const { customer, orderId } = await shopperWithPayment();
    paypal.approve(orderId);
    paypal.fail('capture', { kind: 'pending' });
    const response = await placeOrderRequest(app, customer, orderId);
    expect(response.statusCode).toBe(402);
    expect(await ordersFor(orderId)).toHaveLength(0);
  });

  it('captures nothing at PayPal for an order shipped elsewhere or otherwise than the payment was priced for', async () => {
    const { customer, orderId } = await shopperWithPayment({ price: '100.00' });
    paypal.approve(orderId);
    const otherRegion = await placeOrderRequest(app, customer, orderId, {
      state_contry: 'NY',
      zip: '10001',
      city: 'New York',
    });
    expect(expectRefused(otherRegion, 409).message).toBe(SHIP_TO_CHANGED);
    const twoDay = await app.inject({
      method: 'POST',
      url: '/api/shipping/quote',
      headers: bearer(customer.token),
      payload: { country: 'US', region: 'GA' },
    });
    const methods = ShippingQuoteResponseSchema.parse(twoDay.json()).methods;
    const otherMethod = await placeOrderRequest(app, customer, orderId, {
      shipping_method_id: methods.find((method) => method.name === '2-Day')!.id,
    });
    expect(expectRefused(otherMethod, 409).message).toBe(SHIP_TO_CHANGED);
    expect(capturesOf(orderId)).toEqual([]);
    expect(await ordersFor(orderId)).toHaveLength(0);

    // As priced (Georgia, the cheapest method), the same payment is captured once and placed.
    const placed = await placeOrderRequest(app, customer, orderId);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(paypal.orders.get(orderId)?.capture?.amount).toEqual({
      currency_code: 'USD',
      value: '109.95',
    });
    expect(await ordersFor(orderId)).toHaveLength(1);
  });
});

describe('PayPal webhook', () => {
  const deliver = (event: object, signature = FAKE_PAYPAL.validSignature) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/paypal/webhook',
      headers: {
        'paypal-transmission-id': 'tx-1',
        'paypal-transmission-time': new Date().toISOString(),
        'paypal-transmission-sig': signature,
        'paypal-cert-url': 'https://api.paypal.com/cert',
        'paypal-auth-algo': 'SHA256withRSA',
      },
      payload: event,
    });

  async function placedOrder() {
    const { customer, orderId } = await shopperWithPayment();
    paypal.approve(orderId);
    const placed = await placeOrderRequest(app, customer, orderId);
    expect(placed.statusCode).toBe(200);
    const capture = paypal.orders.get(orderId)!.capture!;
    return { orderId, captureId: capture.id, id: placed.json().order_id as number };
  }

  const refundedEvent = (eventId: string, captureId: string) => ({
    id: eventId,
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    resource: {
      id: `REFUND-${eventId}`,
      // The whole of a $19.99 frame shipped to Georgia by Ground.
      amount: { value: '29.94', currency_code: 'USD' },
      links: [{ rel: 'up', href: `https://api.paypal.com/v2/payments/captures/${captureId}` }],
    },
  });

  async function statusOf(id: number) {
    const detail = await app.inject({
      method: 'GET',
      url: `/api/orders/${id}`,
      headers: bearer(staff.token),
    });
    return detail.json().order as { status: string; payment: { status: string } };
  }

  it('refuses a delivery whose signature PayPal does not confirm, changing nothing', async () => {
    const order = await placedOrder();
    const response = await deliver(refundedEvent('EV-BAD', order.captureId), 'forged');
    expect(response.statusCode).toBe(400);
    expect((await statusOf(order.id)).status).toBe('paid');
  });

  it('marks the order refunded once, however often the event is replayed', async () => {
    const order = await placedOrder();
    const first = await deliver(refundedEvent('EV-REFUND-1', order.captureId));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Event received.');
    await jobsIdle(app);
    expect(await statusOf(order.id)).toMatchObject({
      status: 'refunded',
      payment: { status: 'refunded' },
    });

    const replay = await deliver(refundedEvent('EV-REFUND-1', order.captureId));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toBe('Event already handled.');
  });

  it('records a completed capture PayPal reports while the shop was still waiting for its answer', async () => {
    const { orderId } = await shopperWithPayment();
    await app.db
      .update(payments)
      .set({ status: 'capturing' })
      .where(eq(payments.providerOrderId, orderId));
    const response = await deliver({
      id: 'EV-COMPLETED-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: 'CAPTURE-FROM-WEBHOOK',
        amount: { value: '19.99', currency_code: 'USD' },
        supplementary_data: { related_ids: { order_id: orderId } },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Event received.');
    await jobsIdle(app);
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, orderId));
    expect(payment).toMatchObject({
      status: 'captured',
      captureId: 'CAPTURE-FROM-WEBHOOK',
      capturedCents: 1999,
    });
  });
});
