import { randomBytes } from 'node:crypto';
import { CURRENCY } from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { orders, orderStatusEvents, paymentEvents, payments, users } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { FAKE_PAYPAL, startFakePayPal, type FakePayPal } from '../../test/fake-paypal';
import {
  EVENT_HANDLED,
  EVENT_REPLAYED,
  WEBHOOK_NOT_CONFIGURED,
  WEBHOOK_PATH,
  WEBHOOK_REJECTED,
} from './paypal-webhook.routes';
import { jobsIdle } from '../../test/jobs';

let paypal: FakePayPal;
let app: App;
let userId: number;

beforeAll(async () => {
  paypal = await startFakePayPal();
  app = await buildTestApp({ payment: paypal.paymentConfig({ timeoutMs: 300 }) });
  const [user] = await app.db
    .insert(users)
    .values({
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      passwordHash: 'not used',
      phone: '+1 404 555 0100',
      address: '1 Main St',
      city: 'Atlanta',
      postcode: '30318',
      country: 'US',
    })
    .returning({ id: users.id });
  userId = user!.id;
});
afterAll(async () => {
  await app.close();
  await paypal.close();
});

const AMOUNT_CENTS = 1_999;
const newId = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** A payment as checkout leaves it: opened, or captured (and paid into an order). */
async function givenPayment(
  state: { status?: 'created' | 'capturing' | 'captured'; withOrder?: boolean } = {},
) {
  const captured = state.status === 'captured';
  const [payment] = await app.db
    .insert(payments)
    .values({
      userId,
      provider: 'paypal',
      providerOrderId: newId('ORDER'),
      amountCents: AMOUNT_CENTS,
      currency: CURRENCY,
      rush: false,
      status: state.status ?? 'created',
      ...(captured ? { captureId: newId('CAPTURE'), capturedCents: AMOUNT_CENTS } : {}),
    })
    .returning();
  if (state.withOrder) {
    await app.db.insert(orders).values({
      trackingNo: newId('BLS'),
      userId,
      paymentId: payment!.id,
      paymentOrderId: payment!.providerOrderId,
      paymentMethod: 'PayPal',
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '1 Main St',
      city: 'Atlanta',
      state: 'GA',
      postcode: '30318',
      country: 'US',
      phone: '+1 404 555 0100',
      email: 'ada@example.com',
      subtotalCents: AMOUNT_CENTS,
      totalCents: AMOUNT_CENTS,
      currency: CURRENCY,
    });
  }
  return payment!;
}

async function paymentNow(id: number) {
  const [row] = await app.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function orderStatusOf(paymentId: number) {
  const [row] = await app.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.paymentId, paymentId));
  return row?.status;
}

async function isRecorded(eventId: string) {
  const rows = await app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  return rows.length === 1;
}

function deliver(target: App, event: object | string, signature = FAKE_PAYPAL.validSignature) {
  return target.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': newId('TX'),
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': new Date().toISOString(),
    },
    payload: typeof event === 'string' ? event : JSON.stringify(event),
  });
}

/** Delivers the event and waits for the job that handles it. */
async function send(event: object, signature?: string) {
  const response = await deliver(app, event, signature);
  await jobsIdle(app);
  return response;
}

const completed = (orderId: string, captureId = newId('CAPTURE'), value = '19.99') => ({
  id: newId('WH'),
  event_type: 'PAYMENT.CAPTURE.COMPLETED',
  resource_type: 'capture',
  resource: {
    id: captureId,
    status: 'COMPLETED',
    amount: { currency_code: 'USD', value },
    supplementary_data: { related_ids: { order_id: orderId } },
  },
});

const denied = (orderId: string) => ({
  id: newId('WH'),
  event_type: 'PAYMENT.CAPTURE.DENIED',
  resource: {
    id: newId('CAPTURE'),
    status: 'DECLINED',
    supplementary_data: { related_ids: { order_id: orderId } },
  },
});

const refunded = (captureId: string | null, value = '19.99', refundId = newId('REFUND')) => ({
  id: newId('WH'),
  event_type: 'PAYMENT.CAPTURE.REFUNDED',
  resource: {
    id: refundId,
    status: 'COMPLETED',
    amount: { currency_code: 'USD', value },
    links: captureId
      ? [
          { rel: 'self', href: `https://api.paypal.com/v2/payments/refunds/${refundId}` },
          { rel: 'up', href: `https://api.paypal.com/v2/payments/captures/${captureId}` },
        ]
      : [],
  },
});

describe('PayPal webhook', () => {
  it('refuses a delivery PayPal does not confirm, records nothing and changes nothing', async () => {
    const payment = await givenPayment({ status: 'captured', withOrder: true });
    const event = refunded(payment.captureId);
    const forged = await send(event, 'forged');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: WEBHOOK_REJECTED,
    });
    expect(await isRecorded(event.id)).toBe(false);
    expect((await paymentNow(payment.id)).status).toBe('captured');
    expect(await orderStatusOf(payment.id)).toBe('paid');
  });

  it('passes the body to PayPal exactly as it was received', async () => {
    const payment = await givenPayment();
    const raw = JSON.stringify(completed(payment.providerOrderId), null, 2);
    const response = await deliver(app, raw);
    expect(response.statusCode, response.body).toBe(200);
    const verify = paypal.requests.filter((r) => r.operation === 'verify').at(-1);
    expect(verify?.text).toContain(`"webhook_event":${raw}}`);
  });

  it('records a capture PayPal completed while the shop was waiting for its answer', async () => {
    const payment = await givenPayment({ status: 'capturing' });
    const event = completed(payment.providerOrderId, 'CAPTURE-WH-1');
    const response = await send(event);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: EVENT_HANDLED });
    expect(await paymentNow(payment.id)).toMatchObject({
      status: 'captured',
      captureId: 'CAPTURE-WH-1',
      capturedCents: 1_999,
    });
    expect(await isRecorded(event.id)).toBe(true);
  });

  it('leaves a payment captured by checkout as checkout recorded it', async () => {
    const payment = await givenPayment({ status: 'captured' });
    await send(completed(payment.providerOrderId, 'CAPTURE-OTHER'));
    expect((await paymentNow(payment.id)).captureId).toBe(payment.captureId);
  });

  it('declines an open payment whose capture PayPal denied, but never a captured one', async () => {
    const open = await givenPayment();
    expect((await send(denied(open.providerOrderId))).statusCode).toBe(200);
    expect((await paymentNow(open.id)).status).toBe('declined');

    const captured = await givenPayment({ status: 'captured' });
    await send(denied(captured.providerOrderId));
    expect((await paymentNow(captured.id)).status).toBe('captured');
  });

  it('refunds the payment and its order, found by the capture the refund points up to', async () => {
    const payment = await givenPayment({ status: 'captured', withOrder: true });
    const event = refunded(payment.captureId);
    expect((await send(event)).json()).toEqual({ status: 200, message: EVENT_HANDLED });
    expect(await paymentNow(payment.id)).toMatchObject({
      status: 'refunded',
      refundId: event.resource.id,
    });
    expect(await orderStatusOf(payment.id)).toBe('refunded');
    const [order] = await app.db.select().from(orders).where(eq(orders.paymentId, payment.id));
    const history = await app.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order!.id));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: 'paid',
        toStatus: 'refunded',
        actorId: null,
        refundCents: AMOUNT_CENTS,
      }),
    ]);
  });

  it("recognises the shop's own refund by its id", async () => {
    const payment = await givenPayment({ status: 'captured' });
    await app.db
      .update(payments)
      .set({ refundId: 'REFUND-BY-SHOP' })
      .where(eq(payments.id, payment.id));
    await send(refunded(null, '19.99', 'REFUND-BY-SHOP'));
    expect((await paymentNow(payment.id)).status).toBe('refunded');
  });

  it('leaves the order as it is after a partial refund', async () => {
    const payment = await givenPayment({ status: 'captured', withOrder: true });
    const response = await send(refunded(payment.captureId, '5.00'));
    expect(response.statusCode).toBe(200);
    expect((await paymentNow(payment.id)).status).toBe('captured');
    expect(await orderStatusOf(payment.id)).toBe('paid');
  });

  it('handles an event id once: a replay answers 200 and changes nothing', async () => {
    const payment = await givenPayment();
    const event = denied(payment.providerOrderId);
    await send(event);
    // Reopen the payment; if the replay were applied again, it would decline it again.
    await app.db.update(payments).set({ status: 'created' }).where(eq(payments.id, payment.id));
    const replay = await send(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: 200, message: EVENT_REPLAYED });
    expect((await paymentNow(payment.id)).status).toBe('created');
  });

  it('applies concurrent deliveries of one event once', async () => {
    const payment = await givenPayment({ status: 'captured', withOrder: true });
    const event = refunded(payment.captureId);
    const answers = await Promise.all([send(event), send(event), send(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().message === EVENT_HANDLED)).toHaveLength(1);
  });

  it('records events it does not act on, and events about unknown payments, changing nothing', async () => {
    const other = { id: newId('WH'), event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'X' } };
    expect((await send(other)).statusCode).toBe(200);
    expect(await isRecorded(other.id)).toBe(true);
    const unknown = completed('ORDER-NOBODY-KNOWS');
    expect((await send(unknown)).json()).toEqual({ status: 200, message: EVENT_HANDLED });
  });

  it('answers 422 to a body that is not a PayPal event, and 400 to one that is not JSON', async () => {
    expect((await send({ event_type: 'PAYMENT.CAPTURE.COMPLETED' })).statusCode).toBe(422);
    expect((await deliver(app, '{not json')).statusCode).toBe(400);
  });

  it('answers 502 when PayPal cannot confirm the delivery, so PayPal sends it again', async () => {
    const payment = await givenPayment();
    const event = denied(payment.providerOrderId);
    paypal.fail('verify', { kind: 'error-500' }, 3);
    expect((await send(event)).statusCode).toBe(502);
    expect(await isRecorded(event.id)).toBe(false);
    expect((await send(event)).json()).toEqual({ status: 200, message: EVENT_HANDLED });
  });
});

describe('PayPal webhook in a shop without PayPal webhooks', () => {
  it('is not found, whatever is sent', async () => {
    const demo = await buildTestApp();
    const response = await deliver(demo, completed('ORDER-1'));
    await demo.close();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: WEBHOOK_NOT_CONFIGURED,
    });
  });
});
