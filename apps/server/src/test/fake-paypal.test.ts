import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PAYPAL, startFakePayPal, type FakePayPal } from './fake-paypal';

let paypal: FakePayPal;
let token: string;

beforeAll(async () => {
  paypal = await startFakePayPal();
  token = (await signIn()).access_token;
});
afterAll(() => paypal.close());

const BASIC = `Basic ${Buffer.from(`${FAKE_PAYPAL.clientId}:${FAKE_PAYPAL.clientSecret}`).toString('base64')}`;

async function signIn(authorization = BASIC, grant = 'grant_type=client_credentials') {
  const response = await fetch(`${paypal.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: grant,
  });
  return { status: response.status, ...((await response.json()) as { access_token: string }) };
}

async function call(method: string, path: string, body?: unknown, requestId?: string) {
  const response = await fetch(`${paypal.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(requestId ? { 'paypal-request-id': requestId } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const ORDER = {
  intent: 'CAPTURE',
  purchase_units: [
    { amount: { currency_code: 'USD', value: '42.50' }, custom_id: 'ref', invoice_id: 'ref' },
  ],
};

async function approvedOrder(): Promise<string> {
  const { json } = await call('POST', '/v2/checkout/orders', ORDER);
  paypal.approve(json.id);
  return json.id;
}

describe('the fake PayPal server', () => {
  it('issues tokens only for its client id and secret, by client credentials', async () => {
    expect((await signIn()).status).toBe(200);
    expect((await signIn('Basic bm9ib2R5Om5vdGhpbmc=')).status).toBe(401);
    expect((await signIn(BASIC, 'grant_type=password')).status).toBe(400);
  });

  it('wants a token it issued on every other call', async () => {
    const response = await fetch(`${paypal.url}/v2/checkout/orders/X`, {
      headers: { authorization: 'Bearer forged' },
    });
    expect(response.status).toBe(401);
  });

  it('refuses an order whose amount is not a string with two decimals', async () => {
    const bad = { ...ORDER, purchase_units: [{ amount: { currency_code: 'USD', value: 42.5 } }] };
    const { status, json } = await call('POST', '/v2/checkout/orders', bad);
    expect(status).toBe(400);
    expect(json.details[0].issue).toBe('INVALID_PARAMETER_VALUE');
  });

  it('answers a repeated PayPal-Request-Id with the first answer, without a second order', async () => {
    const before = paypal.orders.size;
    const first = await call('POST', '/v2/checkout/orders', ORDER, 'create-same');
    const again = await call('POST', '/v2/checkout/orders', ORDER, 'create-same');
    expect(again).toEqual(first);
    expect(paypal.orders.size).toBe(before + 1);
  });

  it('captures only approved orders, once', async () => {
    const { json: order } = await call('POST', '/v2/checkout/orders', ORDER);
    const early = await call('POST', `/v2/checkout/orders/${order.id}/capture`, {});
    expect(early.status).toBe(422);
    expect(early.json.details[0].issue).toBe('ORDER_NOT_APPROVED');

    paypal.approve(order.id);
    const captured = await call('POST', `/v2/checkout/orders/${order.id}/capture`, {});
    expect(captured.status).toBe(201);
    expect(captured.json.purchase_units[0].payments.captures[0]).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '42.50' },
    });
    const twice = await call('POST', `/v2/checkout/orders/${order.id}/capture`, {});
    expect(twice.json.details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
  });

  it('commits a capture and still answers 500 when told to', async () => {
    const id = await approvedOrder();
    paypal.fail('capture', { kind: 'commit-then-500' });
    const lost = await call('POST', `/v2/checkout/orders/${id}/capture`, {}, `capture-${id}`);
    expect(lost.status).toBe(500);
    expect(paypal.orders.get(id)?.capture?.status).toBe('COMPLETED');
    const repeat = await call('POST', `/v2/checkout/orders/${id}/capture`, {}, `capture-${id}`);
    expect(repeat.status).toBe(201);
  });

  it('refunds a capture once, never more than was captured', async () => {
    const id = await approvedOrder();
    const { json } = await call('POST', `/v2/checkout/orders/${id}/capture`, {});
    const captureId = json.purchase_units[0].payments.captures[0].id;
    const path = `/v2/payments/captures/${captureId}/refund`;
    const tooMuch = await call('POST', path, { amount: { currency_code: 'USD', value: '50.00' } });
    expect(tooMuch.json.details[0].issue).toBe('REFUND_AMOUNT_EXCEEDED');
    const refund = await call('POST', path, { amount: { currency_code: 'USD', value: '42.50' } });
    expect(refund.status).toBe(201);
    expect(refund.json.links[0]).toMatchObject({ rel: 'up' });
    expect(paypal.orders.get(id)?.capture?.status).toBe('REFUNDED');
    const again = await call('POST', path, {});
    expect(again.json.details[0].issue).toBe('CAPTURE_FULLY_REFUNDED');
  });

  it('confirms only webhook deliveries signed with its signature, for its webhook', async () => {
    const verify = (transmission_sig: string, webhook_id = FAKE_PAYPAL.webhookId) =>
      call('POST', '/v1/notifications/verify-webhook-signature', {
        transmission_sig,
        webhook_id,
        webhook_event: { id: 'WH-1' },
      });
    expect((await verify(FAKE_PAYPAL.validSignature)).json.verification_status).toBe('SUCCESS');
    expect((await verify('forged')).json.verification_status).toBe('FAILURE');
    expect((await verify(FAKE_PAYPAL.validSignature, 'other')).json.verification_status).toBe(
      'FAILURE',
    );
  });

  it('can be driven and inspected over HTTP, as browser tests do', async () => {
    const { json: order } = await call('POST', '/v2/checkout/orders', ORDER);
    const approve = await fetch(`${paypal.url}/__test/approve/${order.id}`, { method: 'POST' });
    expect(approve.status).toBe(204);
    const fault = await fetch(`${paypal.url}/__test/fault`, {
      method: 'POST',
      body: JSON.stringify({ operation: 'capture', kind: 'declined' }),
    });
    expect(fault.status).toBe(204);
    const declined = await call('POST', `/v2/checkout/orders/${order.id}/capture`, {}, 'cap-1');
    expect(declined.json.details[0].issue).toBe('INSTRUMENT_DECLINED');

    const state = (await (await fetch(`${paypal.url}/__test/state`)).json()) as {
      orders: unknown[];
      requests: unknown[];
    };
    expect(state.orders).toContainEqual(
      expect.objectContaining({ id: order.id, status: 'APPROVED' }),
    );
    expect(state.requests.at(-1)).toMatchObject({
      operation: 'capture',
      requestId: 'cap-1',
      headers: expect.objectContaining({ 'paypal-request-id': 'cap-1' }),
    });
    const unknown = await fetch(`${paypal.url}/__test/approve/NOPE`, { method: 'POST' });
    expect(unknown.status).toBe(404);
  });
});
