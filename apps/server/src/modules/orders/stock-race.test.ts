import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, createCategory, createProduct } from '../../test/cart';
import { startFakePayPal, type FakePayPal } from '../../test/fake-paypal';
import { runWaitingJobsNow, until } from '../../test/jobs';
import {
  fakePayPalConfig,
  openPayment,
  orderCount,
  placeOrderRequest,
  stockOf,
} from './orders.fixtures';
import { soldOut } from './payment-settlement';
import { reconcilePaymentJob } from './orders.jobs';
import { REFUNDED } from './place-order.workflow';

/**
 * Ten customers pay at the same moment for a product with three left. Real concurrency needs
 * PostgreSQL: PGlite has a single connection, so its requests never overlap.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('stock race on PostgreSQL', () => {
  let app: App;
  let paypal: FakePayPal;
  let staff: SignedIn;

  beforeAll(async () => {
    paypal = await startFakePayPal();
    app = await buildTestApp({ payment: fakePayPalConfig(paypal) });
    staff = await signInStaff(app);
  });
  afterAll(async () => {
    await app.close();
    await paypal.close();
  });

  it('sells exactly the stock; everyone else is refunded, in the answer or by reconciliation', async () => {
    const frame = await createProduct(app, staff, await createCategory(app, staff), {
      stock: 3,
      price: '150.00',
      name: 'Race Frame',
    });
    const customers = await Promise.all(Array.from({ length: 10 }, () => registerCustomer(app)));
    const orderIds: string[] = [];
    for (const customer of customers) {
      await add(app, customer, frame.id, 1);
      const { order_id } = await openPayment(app, customer);
      paypal.approve(order_id);
      orderIds.push(order_id);
    }
    // Captures take a second, so all ten have checked the stock and paid before any order is
    // written: the product lock and the stock guard alone decide who gets the frames.
    paypal.fail('capture', { kind: 'slow', delayMs: 1_000 }, 10);

    const answers = await Promise.all(
      customers.map((customer, i) => placeOrderRequest(app, customer, orderIds[i]!)),
    );

    // Three orders. Each of the seven others is refunded in the answer (409) or, when the shop
    // is too busy to finish in time (a 202: the money is recorded as taken), by reconciliation.
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409 || status === 202)).toHaveLength(7);
    const losers = orderIds.filter((_, i) => statuses[i] !== 200);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({
        status: 409,
        code: 'CONFLICT',
        message: `${soldOut(frame)} ${REFUNDED}`,
        refunded: true,
      });
    }
    if (statuses.includes(202)) {
      await runWaitingJobsNow(app, reconcilePaymentJob);
      await until(() => paypal.refunds.length >= losers.length);
    }
    expect(await stockOf(app, staff, frame)).toBe(0);
    expect(await orderCount(app, staff)).toBe(3);

    // Every order was captured once; exactly the seven losers were refunded, in full.
    expect([...paypal.orders.values()].filter((order) => order.capture)).toHaveLength(10);
    const refundedCaptures = paypal.refunds.map((refund) => refund.captureId).sort();
    const loserCaptures = losers.map((id) => paypal.orders.get(id)!.capture!.id).sort();
    expect(refundedCaptures).toEqual(loserCaptures);
    // In full: the frame and its Ground shipping, as captured.
    for (const refund of paypal.refunds) {
      expect(refund.amount).toEqual({ value: '159.95', currency_code: 'USD' });
    }
  });
});
