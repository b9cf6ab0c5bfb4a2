import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { auditLog, orderRefunds } from '../../db/schema';
import { registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { createCategory, createProduct, expectRefused } from '../../test/cart';
import { startFakePayPal, type FakePayPal } from '../../test/fake-paypal';
import { actionRequest, move, placeOrder } from './order-lifecycle.fixtures';
import { fakePayPalConfig, orderDetail } from './orders.fixtures';

/** Refunds and cancellations through PayPal (a PayPal-shaped fake server). */

let app: App;
let paypal: FakePayPal;
let staff: SignedIn;
let customer: SignedIn;
let productId: number;

beforeAll(async () => {
  paypal = await startFakePayPal();
  app = await buildTestApp({ payment: fakePayPalConfig(paypal, 300) });
  staff = await signInStaff(app);
  customer = await registerCustomer(app);
  const categoryId = await createCategory(app, staff);
  productId = (await createProduct(app, staff, categoryId, { stock: 500, price: '80.00' })).id;
});
afterAll(async () => {
  await app.close();
  await paypal.close();
});

/**
 * A $169.95 order ($160, shipped to Georgia by Ground) paid through the fake PayPal; answers it
 * with its capture id.
 */
async function paidOrder() {
  const order = await placeOrder(app, customer, productId, { qty: 2, paypal });
  const detail = await orderDetail(app, staff, order.id);
  return { ...order, captureId: detail.payment.capture_id! };
}

const refundsAtPayPal = (captureId: string) =>
  paypal.refunds.filter((refund) => refund.captureId === captureId).map((r) => r.amount.value);

describe('refunds', () => {
  it('refunds in full: PayPal gives the money back and the order is refunded', async () => {
    const order = await paidOrder();
    const refunded = await move(app, staff, order.id, 'refunded');
    expect(refundsAtPayPal(order.captureId)).toEqual(['169.95']);
    expect(refunded.status).toBe('refunded');
    expect(refunded.amounts).toEqual({ captured: 169.95, refunded: 169.95, refundable: 0 });
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ amount: 169.95, by: staff.email }),
    ]);
    expect(refunded.payment.status).toBe('refunded');
    expect(refunded.allowed_transitions).toEqual([]);
  });

  it('refunds in part, keeping the status, then the rest, which refunds the order', async () => {
    const order = await paidOrder();
    await move(app, staff, order.id, 'in_production');
    const partial = await move(app, staff, order.id, 'refunded', {
      amount: '40.50',
      note: 'Scratch',
    });
    expect(partial.status).toBe('in_production');
    expect(partial.amounts).toEqual({ captured: 169.95, refunded: 40.5, refundable: 129.45 });
    expect(partial.history.at(-1)).toMatchObject({
      from: 'in_production',
      to: 'in_production',
      refund: 40.5,
      note: 'Scratch',
      by: staff.email,
    });

    const rest = await move(app, staff, order.id, 'refunded', {});
    expect(rest.status).toBe('refunded');
    expect(rest.amounts).toEqual({ captured: 169.95, refunded: 169.95, refundable: 0 });
    expect(refundsAtPayPal(order.captureId)).toEqual(['40.50', '129.45']);
    expect(rest.refunds.map((refund) => refund.amount)).toEqual([40.5, 129.45]);
  });

  it('refuses to refund more than is left, and asks PayPal for nothing', async () => {
    const order = await paidOrder();
    await move(app, staff, order.id, 'refunded', { amount: '100.00' });
    const over = await actionRequest(app, staff, order.id, 'refund', { amount: '69.96' });
    expect(expectRefused(over, 422).validation_errors?.amount).toEqual([
      'At most $69.95 can still be refunded on this order.',
    ]);
    expect(refundsAtPayPal(order.captureId)).toEqual(['100.00']);
    expect((await orderDetail(app, staff, order.id)).amounts.refunded).toBe(100);
  });

  it.each([['0'], ['-5'], ['12.345'], ['ten']])('refuses the amount %j (422)', async (amount) => {
    const order = await paidOrder();
    const response = await actionRequest(app, staff, order.id, 'refund', { amount });
    expect(expectRefused(response, 422).validation_errors).toHaveProperty('amount');
  });

  it('records nothing when PayPal fails (502), and the refund can be made again', async () => {
    const order = await paidOrder();
    paypal.fail('refund', { kind: 'error-500' }, 3);
    const failed = await actionRequest(app, staff, order.id, 'refund', { amount: '10.00' });
    expect(expectRefused(failed, 502).message).toContain('Nothing was refunded');
    const detail = await orderDetail(app, staff, order.id);
    expect(detail.status).toBe('paid');
    expect(detail.amounts.refunded).toBe(0);
    expect(detail.history).toEqual([]);
    expect(
      await app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)),
    ).toEqual([]);
    const audit = await app.db.select().from(auditLog);
    expect(audit.some((entry) => entry.summary.includes(order.tracking_no))).toBe(false);

    const again = await move(app, staff, order.id, 'refunded', { amount: '10.00' });
    expect(again.amounts.refunded).toBe(10);
  });
});

describe('cancelling', () => {
  it('refunds what is left of the capture, then cancels', async () => {
    const order = await paidOrder();
    await move(app, staff, order.id, 'refunded', { amount: '20.00' });
    const cancelled = await move(app, staff, order.id, 'cancelled', { note: 'Customer asked' });
    expect(cancelled.status).toBe('cancelled');
    expect(refundsAtPayPal(order.captureId)).toEqual(['20.00', '149.95']);
    expect(cancelled.amounts).toEqual({ captured: 169.95, refunded: 169.95, refundable: 0 });
    expect(cancelled.history.at(-1)).toMatchObject({
      from: 'paid',
      to: 'cancelled',
      refund: 149.95,
      note: 'Customer asked',
    });
  });

  it('stays as it was when PayPal cannot refund', async () => {
    const order = await paidOrder();
    paypal.fail('refund', { kind: 'error-500' }, 3);
    expectRefused(await actionRequest(app, staff, order.id, 'cancel'), 502);
    expect((await orderDetail(app, staff, order.id)).status).toBe('paid');
  });
});
