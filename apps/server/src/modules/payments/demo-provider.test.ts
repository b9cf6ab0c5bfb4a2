import { CURRENCY } from '@backlit/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createPaymentProvider } from './create-payment-provider';
import { DemoPaymentProvider } from './demo-provider';
import { PaymentError } from './payment-provider';
import { PayPalPaymentProvider } from './paypal-provider';

const ORDER = { reference: 'PAY-1', amountCents: 4_999, currency: CURRENCY, description: 'Frame' };

describe('DemoPaymentProvider', () => {
  it('opens orders that count as approved at once and capture for their amount', async () => {
    const demo = new DemoPaymentProvider('test');
    const { orderId } = await demo.createOrder(ORDER);
    expect(orderId).toMatch(/^DEMO-[0-9A-F]{16}-4999-USD$/);
    expect(await demo.captureOrder(orderId)).toEqual({
      captureId: expect.stringMatching(/^DEMO-CAPTURE-/),
      amountCents: 4_999,
      currency: 'USD',
    });
  });

  it('gives every order its own id', async () => {
    const demo = new DemoPaymentProvider('test');
    const ids = await Promise.all([demo.createOrder(ORDER), demo.createOrder(ORDER)]);
    expect(ids[0].orderId).not.toBe(ids[1].orderId);
  });

  it('answers a repeated capture with the same capture', async () => {
    const demo = new DemoPaymentProvider('test');
    const { orderId } = await demo.createOrder(ORDER);
    const first = await demo.captureOrder(orderId);
    expect(await demo.captureOrder(orderId)).toEqual(first);
  });

  it('captures an order another instance (or this one before a restart) opened', async () => {
    const { orderId } = await new DemoPaymentProvider('test').createOrder(ORDER);
    const elsewhere = new DemoPaymentProvider('test');
    expect(await elsewhere.captureOrder(orderId)).toMatchObject({
      amountCents: 4_999,
      currency: 'USD',
    });
  });

  it('reports the captures it made to reconciliation, and none it did not', async () => {
    const demo = new DemoPaymentProvider('test');
    const { orderId: taken } = await demo.createOrder(ORDER);
    const { orderId: notTaken } = await demo.createOrder(ORDER);
    const capture = await demo.captureOrder(taken);
    expect(await demo.findCapture(taken)).toEqual(capture);
    expect(await demo.findCapture(notTaken)).toBeNull();
    // Another process never saw the capture.
    expect(await new DemoPaymentProvider('test').findCapture(taken)).toBeNull();
  });

  it('does not know ids it could not have made', async () => {
    const error = await new DemoPaymentProvider('test').captureOrder('DEMO-NOPE').catch((e) => e);
    expect(error).toBeInstanceOf(PaymentError);
    expect(error).toMatchObject({ kind: 'unknown_order' });
  });

  it('refunds with a refund id of its own', async () => {
    const refund = await new DemoPaymentProvider('test').refundCapture('DEMO-CAPTURE-1', {
      amountCents: 4_999,
      currency: CURRENCY,
      reference: 'PAY-1',
    });
    expect(refund).toEqual({
      refundId: expect.stringMatching(/^DEMO-REFUND-/),
      amountCents: 4_999,
    });
  });

  it('never takes webhooks and has no client id for a browser SDK', async () => {
    const demo = new DemoPaymentProvider('development');
    expect(demo.clientId).toBeNull();
    expect(await demo.verifyWebhook({ headers: {}, event: { id: 'E', event_type: 'X' } })).toBe(
      false,
    );
  });

  it('refuses to exist in production', () => {
    expect(() => new DemoPaymentProvider('production')).toThrow(/refused in production/);
  });
});

describe('createPaymentProvider', () => {
  it('builds the demo provider for the embedded default', () => {
    expect(createPaymentProvider(loadConfig({}))).toBeInstanceOf(DemoPaymentProvider);
  });

  it('builds the PayPal provider when PayPal is configured', () => {
    const config = loadConfig({ PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret' });
    const provider = createPaymentProvider(config);
    expect(provider).toBeInstanceOf(PayPalPaymentProvider);
    expect(provider).toMatchObject({ name: 'paypal', clientId: 'client' });
  });

  it('refuses the demo provider in production, even past the configuration', () => {
    expect(() =>
      createPaymentProvider({ nodeEnv: 'production', payment: { provider: 'demo' } }),
    ).toThrow(/refused in production/);
  });
});
