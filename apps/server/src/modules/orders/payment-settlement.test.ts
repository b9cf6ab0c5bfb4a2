import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { connectPostgres, type DatabaseClient } from '../../db/client';
import { rawQuery } from '../../db/raw-query';
import { orders, payments } from '../../db/schema';
import { outboxDir } from '../../platform/mailer';
import { registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import {
  add,
  createCategory,
  createProduct,
  expectRefused,
  setStock,
  viewCart,
} from '../../test/cart';
import { createTestDatabase } from '../../test/db';
import { jobsIdle, runWaitingJobsNow } from '../../test/jobs';
import { reconcilePaymentJob } from './orders.jobs';
import { outboxMailsTo } from '../../test/mail';
import { PaymentError } from '../payments';
import { openPayment, placeOrderRequest } from './orders.fixtures';
import { ORDER_NOT_MADE, PaymentSettlement, soldOut } from './payment-settlement';
import { REFUNDED } from './place-order.workflow';

let database: DatabaseClient & { url?: string };
let app: App;
let staff: SignedIn;
let categoryId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({}, database);
  staff = await signInStaff(app);
  categoryId = await createCategory(app, staff);
});
afterAll(() => app.close());
afterEach(() => vi.restoreAllMocks());

async function customerWith(name: string, stock = 5) {
  const customer = await registerCustomer(app);
  const item = await createProduct(app, staff, categoryId, { name, stock, price: '80.00' });
  await add(app, customer, item.id, 1);
  return { customer, item };
}

async function payment(providerOrderId: string) {
  const [row] = await app.db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, providerOrderId));
  return row!;
}

/** A payment whose money was taken while the database failed: captured, and no order yet. */
async function capturedWithoutOrder(name: string) {
  const { customer, item } = await customerWith(name);
  const opened = await openPayment(app, customer);
  vi.spyOn(PaymentSettlement.prototype, 'settle').mockRejectedValueOnce(new Error('db down'));
  const pending = await placeOrderRequest(app, customer, opened.order_id, {
    email: customer.email,
  });
  expect(pending.statusCode).toBe(202);
  vi.restoreAllMocks();
  return { customer, item, payment: await payment(opened.order_id) };
}

async function queuedJobs(name: string) {
  const { rows } = await rawQuery(app.db)(`select data from pgboss.job where name = $1`, [name]);
  return rows as { data: Record<string, unknown> }[];
}

/** The shop's own outbox: every .eml addressed to `to`. */
const mailsTo = (to: string) => outboxMailsTo(outboxDir(app.config.dataDir), to);

/**
 * Reconciles the payment from this app and, at the same moment, from a second handle on the
 * same database, as another instance of the shop would.
 */
async function reconcileFromTwoInstances(paymentId: number) {
  const other = database.url ? connectPostgres(database.url) : undefined;
  const settlement = (db: typeof app.db) =>
    new PaymentSettlement({
      db,
      payments: app.payments,
      jobs: app.jobs,
      log: app.log,
      catalog: app.catalogCache,
    });
  try {
    await Promise.all([
      settlement(app.db).reconcile(paymentId),
      settlement(other?.db ?? app.db).reconcile(paymentId),
    ]);
  } finally {
    await other?.close();
  }
}

describe('settling a captured payment', () => {
  it('refunds in full, answers 409 and e-mails the customer when the order cannot be written', async () => {
    const { customer } = await customerWith('Unlucky Frame');
    const opened = await openPayment(app, customer);
    // The order's write fails for a reason that has nothing to do with stock.
    await app.db.execute(sql`
      create or replace function refuse_orders() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await app.db.execute(sql`
      create trigger refuse_orders before insert on orders
      for each row execute function refuse_orders()`);
    try {
      const answer = expectRefused(
        await placeOrderRequest(app, customer, opened.order_id, { email: customer.email }),
        409,
      );
      expect(answer.message).toBe(`${ORDER_NOT_MADE} ${REFUNDED}`);
    } finally {
      await app.db.execute(sql`drop trigger refuse_orders on orders`);
    }
    const refunded = await payment(opened.order_id);
    expect(refunded).toMatchObject({ status: 'refunded', note: ORDER_NOT_MADE });
    expect(await app.db.select().from(orders).where(eq(orders.paymentId, refunded.id))).toEqual([]);
    await jobsIdle(app);
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.subject).toBe('Your payment to Backlit Shop has been refunded');
    expect(mails[0]!.text).toContain('$89.95 USD');
    expect(mails[0]!.text).toContain(ORDER_NOT_MADE);
  });

  it('makes one order when two instances reconcile the same payment at once', async () => {
    const { payment: stuck } = await capturedWithoutOrder('Raced Frame');
    expect(stuck.status).toBe('captured');
    await reconcileFromTwoInstances(stuck.id);
    const made = await app.db.select().from(orders).where(eq(orders.paymentId, stuck.id));
    expect(made).toHaveLength(1);
    const confirmations = await queuedJobs('order-confirmation-mail');
    expect(confirmations.filter((job) => job.data.orderId === made[0]!.id)).toHaveLength(1);
  });

  it('takes off the cart only what the order bought, not what the customer added since', async () => {
    const { customer, item, payment: stuck } = await capturedWithoutOrder('Refilled Frame');
    const other = await createProduct(app, staff, categoryId, { name: 'Later Foot', stock: 5 });
    // Told the order will follow, the customer goes on shopping before reconciliation runs.
    await add(app, customer, item.id, 2);
    await add(app, customer, other.id, 1);
    await reconcileFromTwoInstances(stuck.id);
    expect(await app.db.select().from(orders).where(eq(orders.paymentId, stuck.id))).toHaveLength(
      1,
    );
    const cart = await viewCart(app, customer);
    expect(cart.cart.map((line) => [line.product_id, line.product_qty])).toEqual([
      [item.id, 2],
      [other.id, 1],
    ]);
  });

  it('refunds once, with one e-mail, when two instances find the stock gone', async () => {
    const { customer, item, payment: stuck } = await capturedWithoutOrder('Gone Frame');
    await setStock(app, staff, item, 0);
    const refund = vi.spyOn(app.payments, 'refundCapture');
    await reconcileFromTwoInstances(stuck.id);
    expect(await payment(stuck.providerOrderId)).toMatchObject({
      status: 'refunded',
      note: soldOut(item),
    });
    // Asked at most twice, always as the same refund (the provider's idempotency key).
    expect(new Set(refund.mock.calls.map(([, input]) => input.reference))).toEqual(
      new Set([`payment-${stuck.id}`]),
    );
    const mails = await queuedJobs('payment-refunded-mail');
    expect(mails.filter((job) => job.data.paymentId === stuck.id)).toHaveLength(1);
    await jobsIdle(app);
    expect(await mailsTo(customer.email)).toHaveLength(1);
  });

  it('marks a payment never captured as such, charging nothing', async () => {
    const { customer } = await customerWith('Never Frame');
    const opened = await openPayment(app, customer);
    // The provider's answer is lost: the shop cannot tell whether the money was taken.
    vi.spyOn(app.payments, 'captureOrder').mockRejectedValueOnce(
      new PaymentError('unavailable', 'PayPal did not answer.'),
    );
    const failed = await placeOrderRequest(app, customer, opened.order_id);
    expect(failed.statusCode).toBe(502);
    const stuck = await payment(opened.order_id);
    expect(stuck.status).toBe('capturing');

    await runWaitingJobsNow(app, reconcilePaymentJob);
    expect((await payment(opened.order_id)).status).toBe('abandoned');
    expect(await app.db.select().from(orders).where(eq(orders.paymentId, stuck.id))).toEqual([]);
  });
});
