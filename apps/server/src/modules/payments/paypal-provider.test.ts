import { CURRENCY } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PAYPAL, startFakePayPal, type FakePayPal } from '../../test/fake-paypal';
import { createPaymentProvider } from './create-payment-provider';
import { PaymentError, type PaymentFailureKind, type PaymentProvider } from './payment-provider';

let paypal: FakePayPal;
let provider: PaymentProvider;

beforeAll(async () => {
  paypal = await startFakePayPal();
  provider = createPaymentProvider(
    { nodeEnv: 'test', payment: paypal.paymentConfig() },
    { timeoutMs: 300, retryDelayMs: 10 },
  );
});
afterAll(() => paypal.close());

let references = 0;
async function approvedOrder(amountCents = 12_345) {
  const reference = `PAY-${++references}-${Date.now()}`;
  const { orderId } = await provider.createOrder({
    reference,
    amountCents,
    currency: CURRENCY,
    description: 'Backlit frames',
  });
  paypal.approve(orderId);
  return orderId;
}

/** The PaymentError a promise rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentError);
  return error as PaymentError;
}

const failure = (kind: PaymentFailureKind, issue?: string) =>
  expect.objectContaining({ kind, ...(issue ? { issue } : {}) });

const capturesOf = (orderId: string) =>
  paypal.requests.filter((r) => r.operation === 'capture' && r.path.includes(orderId));

describe('PayPalPaymentProvider', () => {
  it("names PayPal and its client id, which the browser's SDK needs", () => {
    expect(provider).toMatchObject({ name: 'paypal', clientId: FAKE_PAYPAL.clientId });
  });

  it('opens a PayPal order for the amount, in dollars with two decimals', async () => {
    const { orderId } = await provider.createOrder({
      reference: 'PAY-AMOUNT',
      amountCents: 5_000,
      currency: CURRENCY,
      description: 'Rush',
    });
    expect(paypal.orders.get(orderId)).toMatchObject({
      amount: { currency_code: 'USD', value: '50.00' },
      customId: 'PAY-AMOUNT',
      invoiceId: 'PAY-AMOUNT',
    });
  });

  it('captures an approved order and reports the captured amount and currency', async () => {
    const orderId = await approvedOrder(12_345);
    const capture = await provider.captureOrder(orderId);
    expect(capture).toEqual({
      captureId: paypal.orders.get(orderId)?.capture?.id,
      amountCents: 12_345,
      currency: 'USD',
    });
  });

  it('reports what PayPal captured, even when it differs from the order (the caller checks)', async () => {
    const orderId = await approvedOrder(10_000);
    paypal.fail('capture', { kind: 'other-amount' });
    expect(await provider.captureOrder(orderId)).toMatchObject({ amountCents: 10_100 });
  });

  it('refuses an order the buyer has not approved', async () => {
    const { orderId } = await provider.createOrder({
      reference: `PAY-UNAPPROVED-${Date.now()}`,
      amountCents: 1_000,
      currency: CURRENCY,
      description: 'Frames',
    });
    expect(await failureOf(provider.captureOrder(orderId))).toEqual(
      failure('not_approved', 'ORDER_NOT_APPROVED'),
    );
  });

  it('passes INSTRUMENT_DECLINED back, and the same order captures once the buyer retries', async () => {
    const orderId = await approvedOrder();
    paypal.fail('capture', { kind: 'declined' });
    expect(await failureOf(provider.captureOrder(orderId))).toEqual(
      failure('declined', 'INSTRUMENT_DECLINED'),
    );
    await expect(provider.captureOrder(orderId)).resolves.toMatchObject({ amountCents: 12_345 });
  });

  it('checks the capture itself: PENDING is not money yet, DECLINED is no money', async () => {
    const pending = await approvedOrder();
    paypal.fail('capture', { kind: 'pending' });
    expect(await failureOf(provider.captureOrder(pending))).toEqual(failure('pending'));

    const declined = await approvedOrder();
    paypal.fail('capture', { kind: 'capture-declined' });
    expect(await failureOf(provider.captureOrder(declined))).toEqual(
      failure('declined', 'DECLINED'),
    );
  });

  it('answers an order PayPal does not know as unknown', async () => {
    expect(await failureOf(provider.captureOrder('NO-SUCH-ORDER'))).toEqual(
      failure('unknown_order'),
    );
  });

  it('returns the existing capture when PayPal says the order was captured already', async () => {
    const orderId = await approvedOrder();
    paypal.fail('capture', { kind: 'already-captured' });
    const capture = await provider.captureOrder(orderId);
    expect(capture.captureId).toBe(paypal.orders.get(orderId)?.capture?.id);
  });

  it('reads the order back when every capture answer is lost, and returns the one capture', async () => {
    const orderId = await approvedOrder();
    paypal.fail('capture', { kind: 'commit-then-500' }, 3);
    const capture = await provider.captureOrder(orderId);
    expect(capture.captureId).toBe(paypal.orders.get(orderId)?.capture?.id);
    expect(capturesOf(orderId)).toHaveLength(3);
    expect(new Set(capturesOf(orderId).map((r) => r.requestId))).toEqual(
      new Set([`capture-${orderId}`]),
    );
    const reads = paypal.requests.filter((r) => r.operation === 'get' && r.path.includes(orderId));
    expect(reads).toHaveLength(1);
  });

  it('answers "unavailable" when PayPal fails and the order shows no capture; a retry works', async () => {
    const orderId = await approvedOrder();
    paypal.fail('capture', { kind: 'error-500' }, 3);
    expect(await failureOf(provider.captureOrder(orderId))).toEqual(failure('unavailable'));
    expect(paypal.orders.get(orderId)?.capture).toBeUndefined();
    await expect(provider.captureOrder(orderId)).resolves.toMatchObject({ amountCents: 12_345 });
  });

  it('answers "unavailable" when PayPal is too slow to capture and to be asked', async () => {
    const orderId = await approvedOrder();
    paypal.fail('capture', { kind: 'slow', delayMs: 1_000 }, 3);
    paypal.fail('get', { kind: 'slow', delayMs: 1_000 }, 3);
    expect(await failureOf(provider.captureOrder(orderId))).toEqual(failure('unavailable'));
  });

  it('refunds a capture once, however often it is asked', async () => {
    const orderId = await approvedOrder();
    const { captureId } = await provider.captureOrder(orderId);
    const input = { amountCents: 12_345, currency: CURRENCY, reference: 'PAY-REFUND' };
    const refund = await provider.refundCapture(captureId, input);
    expect(refund).toEqual({ refundId: expect.any(String), amountCents: 12_345 });
    expect(await provider.refundCapture(captureId, input)).toEqual(refund);
    expect(paypal.refunds.filter((r) => r.captureId === captureId)).toEqual([
      expect.objectContaining({
        id: refund.refundId,
        amount: { value: '123.45', currency_code: 'USD' },
      }),
    ]);
  });

  it('refuses to refund a capture PayPal does not know', async () => {
    const refund = provider.refundCapture('NO-SUCH-CAPTURE', {
      amountCents: 100,
      currency: CURRENCY,
      reference: 'PAY-X',
    });
    expect(await failureOf(refund)).toEqual(failure('unknown_order'));
  });

  it('answers "unavailable", not "declined", when PayPal refuses our credentials', async () => {
    const misconfigured = createPaymentProvider({
      nodeEnv: 'test',
      payment: { ...paypal.paymentConfig(), clientSecret: 'wrong' },
    });
    expect(await failureOf(misconfigured.captureOrder('ANY'))).toEqual(failure('unavailable'));
  });

  describe('webhook verification', () => {
    const SIGNED = {
      'PayPal-Auth-Algo': 'SHA256withRSA',
      'PayPal-Cert-Url': 'https://api.paypal.com/cert',
      'PayPal-Transmission-Id': 'tx-1',
      'PayPal-Transmission-Sig': FAKE_PAYPAL.validSignature,
      'PayPal-Transmission-Time': '2025-01-01T00:00:00Z',
    };
    const event = { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' };
    const verifications = () => paypal.requests.filter((r) => r.operation === 'verify').length;

    it('accepts a delivery PayPal confirms, and not a forged one', async () => {
      expect(await provider.verifyWebhook({ headers: SIGNED, event })).toBe(true);
      const forged = { ...SIGNED, 'PayPal-Transmission-Sig': 'forged' };
      expect(await provider.verifyWebhook({ headers: forged, event })).toBe(false);
    });

    it('refuses a delivery without the signed headers, without asking PayPal', async () => {
      const before = verifications();
      const { 'PayPal-Transmission-Sig': _signature, ...unsigned } = SIGNED;
      expect(await provider.verifyWebhook({ headers: unsigned, event })).toBe(false);
      expect(verifications()).toBe(before);
    });

    it('refuses every delivery when no webhook id is configured', async () => {
      const noWebhook = createPaymentProvider({
        nodeEnv: 'test',
        payment: { ...paypal.paymentConfig(), webhookId: undefined },
      });
      expect(await noWebhook.verifyWebhook({ headers: SIGNED, event })).toBe(false);
    });

    it('says "unavailable" when PayPal cannot be asked', async () => {
      paypal.fail('verify', { kind: 'error-500' }, 3);
      expect(await failureOf(provider.verifyWebhook({ headers: SIGNED, event }))).toEqual(
        failure('unavailable'),
      );
    });
  });
});
