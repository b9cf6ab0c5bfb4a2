import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PAYPAL, startFakePayPal, type FakePayPal } from '../../test/fake-paypal';
import {
  PayPalApiError,
  PayPalClient,
  PayPalUnavailableError,
  type PayPalClientOptions,
} from './paypal-client';

let paypal: FakePayPal;
beforeAll(async () => {
  paypal = await startFakePayPal();
});
afterAll(() => paypal.close());

/** A client for the fake, impatient so timeouts and retries cost little. */
function client(options: Partial<PayPalClientOptions> = {}) {
  return new PayPalClient({
    apiBase: paypal.url,
    clientId: FAKE_PAYPAL.clientId,
    clientSecret: FAKE_PAYPAL.clientSecret,
    timeoutMs: 300,
    retryDelayMs: 10,
    ...options,
  });
}

let references = 0;
function newOrder(paypalClient: PayPalClient, amount = '123.45') {
  const reference = `PAY-${++references}-${Date.now()}`;
  return paypalClient.createOrder({ reference, amount, currency: 'USD', description: 'Frames' });
}

async function approvedOrder(paypalClient: PayPalClient) {
  const order = await newOrder(paypalClient);
  paypal.approve(order.id);
  return order.id;
}

/** The fake's log of calls made since `mark` (an index into the log). */
const callsSince = (mark: number, operation?: string) =>
  paypal.requests.slice(mark).filter((r) => !operation || r.operation === operation);

describe('PayPalClient', () => {
  it('signs in with client credentials once and reuses the token', async () => {
    const mark = paypal.requests.length;
    const paypalClient = client();
    const order = await newOrder(paypalClient);
    await paypalClient.getOrder(order.id);
    await paypalClient.getOrder(order.id);
    const tokens = callsSince(mark, 'token');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.body).toBe('grant_type=client_credentials');
    const bearers = new Set(
      callsSince(mark)
        .slice(1)
        .map((r) => r.headers.authorization),
    );
    expect(bearers.size).toBe(1);
  });

  it('renews the token shortly before PayPal says it expires', async () => {
    // Tokens that live 1 s: the client renews them after half their lifetime.
    const shortLived = await startFakePayPal({ tokenLifetimeSeconds: 1 });
    try {
      const paypalClient = client({ apiBase: shortLived.url });
      const order = await newOrder(paypalClient);
      await new Promise((resolve) => setTimeout(resolve, 600));
      await paypalClient.getOrder(order.id);
      expect(shortLived.requests.map((r) => r.operation)).toEqual([
        'token',
        'create',
        'token',
        'get',
      ]);
    } finally {
      await shortLived.close();
    }
  });

  it('drops a token PayPal no longer accepts and signs in again, once', async () => {
    const paypalClient = client();
    const order = await newOrder(paypalClient);
    paypal.expireTokens();
    const mark = paypal.requests.length;
    await expect(paypalClient.getOrder(order.id)).resolves.toMatchObject({ id: order.id });
    expect(callsSince(mark).map((r) => r.operation)).toEqual(['get', 'token', 'get']);
  });

  it('creates an order to capture, for our reference and an amount in a string', async () => {
    const mark = paypal.requests.length;
    const order = await client().createOrder({
      reference: 'PAY-REF-1',
      amount: '123.45',
      currency: 'USD',
      description: 'Backlit frames',
    });
    const [create] = callsSince(mark, 'create');
    expect(create?.requestId).toBe('create-PAY-REF-1');
    expect(create?.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'PAY-REF-1',
          custom_id: 'PAY-REF-1',
          invoice_id: 'PAY-REF-1',
          description: 'Backlit frames',
          amount: { currency_code: 'USD', value: '123.45' },
        },
      ],
    });
    expect(order.status).toBe('CREATED');
  });

  it('names captures by their order and refunds by their reference, so a repeat is the same request', async () => {
    const paypalClient = client();
    const orderId = await approvedOrder(paypalClient);
    const mark = paypal.requests.length;
    const order = await paypalClient.captureOrder(orderId);
    const captureId = order.purchase_units?.[0]?.payments?.captures?.[0]?.id ?? '';
    const refund = await paypalClient.refundCapture(captureId, {
      amount: '123.45',
      currency: 'USD',
      reference: 'PAY-REF-2',
    });
    const again = await paypalClient.refundCapture(captureId, {
      amount: '123.45',
      currency: 'USD',
      reference: 'PAY-REF-2',
    });
    expect(callsSince(mark, 'capture')[0]?.requestId).toBe(`capture-${orderId}`);
    expect(callsSince(mark, 'refund').map((r) => r.requestId)).toEqual([
      'refund-PAY-REF-2',
      'refund-PAY-REF-2',
    ]);
    expect(callsSince(mark, 'refund')[0]?.body).toEqual({
      amount: { value: '123.45', currency_code: 'USD' },
      custom_id: 'PAY-REF-2',
    });
    expect(again.id).toBe(refund.id);
    expect(paypal.refunds.filter((r) => r.captureId === captureId)).toHaveLength(1);
  });

  it('retries a 500 with the same request id', async () => {
    const paypalClient = client();
    const orderId = await approvedOrder(paypalClient);
    const mark = paypal.requests.length;
    paypal.fail('capture', { kind: 'error-500' });
    const order = await paypalClient.captureOrder(orderId);
    expect(order.status).toBe('COMPLETED');
    const captures = callsSince(mark, 'capture');
    expect(captures.map((r) => r.requestId)).toEqual([`capture-${orderId}`, `capture-${orderId}`]);
  });

  it('gives up on a call that times out, retries it with the same key, and gets one capture', async () => {
    const paypalClient = client();
    const orderId = await approvedOrder(paypalClient);
    const mark = paypal.requests.length;
    paypal.fail('capture', { kind: 'slow', delayMs: 2_000 });
    const started = Date.now();
    const order = await paypalClient.captureOrder(orderId);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(order.purchase_units?.[0]?.payments?.captures).toHaveLength(1);
    expect(callsSince(mark, 'capture').map((r) => r.requestId)).toEqual([
      `capture-${orderId}`,
      `capture-${orderId}`,
    ]);
  });

  it('answers "unavailable" once every attempt failed', async () => {
    const paypalClient = client({ retries: 2 });
    const orderId = await approvedOrder(paypalClient);
    const mark = paypal.requests.length;
    paypal.fail('get', { kind: 'error-500' }, 3);
    await expect(paypalClient.getOrder(orderId)).rejects.toBeInstanceOf(PayPalUnavailableError);
    expect(callsSince(mark, 'get')).toHaveLength(3);
  });

  it("passes PayPal's refusal on with its first issue, without retrying", async () => {
    const paypalClient = client();
    const orderId = await approvedOrder(paypalClient);
    const mark = paypal.requests.length;
    paypal.fail('capture', { kind: 'declined' });
    const refusal = await paypalClient.captureOrder(orderId).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PayPalApiError);
    expect(refusal).toMatchObject({ status: 422, issue: 'INSTRUMENT_DECLINED' });
    expect(callsSince(mark, 'capture')).toHaveLength(1);
  });

  it('says when PayPal refuses our credentials', async () => {
    const refusal = await client({ clientSecret: 'wrong' })
      .getOrder('X')
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 401, message: 'PayPal refused our credentials.' });
  });

  it('verifies a webhook delivery with its signed headers and the body as received', async () => {
    const mark = paypal.requests.length;
    const rawEvent = '{"id":"WH-1",  "event_type":"PAYMENT.CAPTURE.COMPLETED"}';
    const headers = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/cert',
      'paypal-transmission-id': 'tx-1',
      'paypal-transmission-sig': FAKE_PAYPAL.validSignature,
      'paypal-transmission-time': '2025-01-01T00:00:00Z',
    };
    const paypalClient = client();
    const webhookId = FAKE_PAYPAL.webhookId;
    expect(await paypalClient.verifyWebhookSignature({ webhookId, headers, rawEvent })).toBe(true);
    const [verify] = callsSince(mark, 'verify');
    expect(verify?.text).toContain(`"webhook_event":${rawEvent}`);
    expect(verify?.body).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: 'https://api.paypal.com/cert',
      transmission_id: 'tx-1',
      transmission_sig: FAKE_PAYPAL.validSignature,
      transmission_time: '2025-01-01T00:00:00Z',
      webhook_id: webhookId,
      webhook_event: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' },
    });
    const forged = { ...headers, 'paypal-transmission-sig': 'forged' };
    expect(
      await paypalClient.verifyWebhookSignature({ webhookId, headers: forged, rawEvent }),
    ).toBe(false);
  });
});
