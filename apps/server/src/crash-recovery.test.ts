import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_DIR } from './config';
import { connectPostgres, PGLITE_OPTIONS, wrapPglite, type DatabaseClient } from './db/client';
import { categories, orders, payments, products } from './db/schema';
import { customerFields } from './test/accounts';
import { makeTempDir } from './test/app';
import { BILLING, BILLING_REGION } from './test/checkout';
import { FAKE_PAYPAL, startFakePayPal, type FakePayPal } from './test/fake-paypal';
import { until } from './test/jobs';
import { outboxMailsTo } from './test/mail';
import { startSmtpReceiver } from './test/smtp';
import { freePort, startServer, storageEnv, waitForHealth } from './test/spawned-server';

/**
 * The real server killed with SIGKILL while PayPal is capturing the customer's money, then
 * started again on the same database: the payment, recorded as being captured before PayPal was
 * asked, must end with exactly one order and exactly one e-mail. Runs on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
describe('a crash between the capture and the order', () => {
  const cleanups: (() => Promise<void>)[] = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** The database the spawned server will use, migrated, with one product in stock. */
  async function shopDatabase(storage: Record<string, string>, dataDir: string) {
    const database = await openShopDatabase(storage, dataDir);
    await database.migrate(DEFAULT_MIGRATIONS_DIR);
    const [category] = await database.db.insert(categories).values({ name: 'Frames' }).returning();
    const [product] = await database.db
      .insert(products)
      .values({
        name: 'Crash Frame',
        slug: 'crash-frame',
        sku: 'CRASH-1',
        stock: 5,
        categoryId: category!.id,
        priceCents: 12_500,
      })
      .returning();
    return { database, productId: product!.id };
  }

  async function api(base: string, url: string, init: { token?: string; body?: unknown } = {}) {
    const response = await fetch(`${base}${url}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it(
    'finishes the order after a restart: one order, one e-mail, the stock taken once',
    { timeout: 180_000 },
    async () => {
      const paypal: FakePayPal = await startFakePayPal();
      cleanups.push(paypal.close);
      const temp = await makeTempDir();
      cleanups.push(temp.remove);
      const storage = await storageEnv(temp.dir, cleanups);
      const { database, productId } = await shopDatabase(storage, temp.dir);
      await database.close();

      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = {
        ...storage,
        PORT: String(port),
        SEED_DEMO: 'false',
        PAYMENT_PROVIDER: 'paypal',
        PAYPAL_CLIENT_ID: FAKE_PAYPAL.clientId,
        PAYPAL_CLIENT_SECRET: FAKE_PAYPAL.clientSecret,
        PAYPAL_API_BASE: paypal.url,
        RECONCILE_AFTER_SECONDS: '2',
      };
      const first = startServer(env);
      children.push(first.child);
      await waitForHealth(`${base}/api/health`, first.exited, 90_000);

      const fields = customerFields();
      const registered = await api(base, '/api/register', { body: fields });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      const token = registered.body.token as string;
      const added = await api(base, '/api/add-to-cart', {
        token,
        body: { product_id: productId, product_qty: 2 },
      });
      expect(added.status).toBe(201);
      const opened = await api(base, '/api/checkout/payment', {
        token,
        body: { rush: false, ...BILLING_REGION },
      });
      const paymentOrderId = opened.body.order_id as string;
      paypal.approve(paymentOrderId);

      // PayPal takes the money after a pause; the shop dies while it waits for the answer.
      paypal.fail('capture', { kind: 'slow', delayMs: 1_500 });
      const placing = api(base, '/api/place-order', {
        token,
        body: {
          ...BILLING,
          email: fields.email,
          terms: true,
          payment_order_id: paymentOrderId,
        },
      }).catch((error: unknown) => error);
      await until(() => paypal.requests.some((request) => request.operation === 'capture'));
      first.child.kill('SIGKILL');
      await first.exited;
      expect(await placing).toBeInstanceOf(Error);
      await until(() => paypal.orders.get(paymentOrderId)?.capture !== undefined);

      const second = startServer(env);
      children.push(second.child);
      await waitForHealth(`${base}/api/health`, second.exited, 90_000);

      const outcome = async () =>
        (await api(base, `/api/checkout/payments/${paymentOrderId}`, { token })).body.payment as {
          settled: boolean;
          state: string;
          tracking_no: string | null;
        };
      await until(async () => (await outcome()).settled, 120_000);
      const settled = await outcome();
      expect(settled).toMatchObject({ state: 'captured' });
      expect(settled.tracking_no).toMatch(/^BLS-/);

      // One confirmation e-mail for that order, and nothing else about this payment.
      const outbox = path.join(temp.dir, 'mail');
      await until(async () => (await outboxMailsTo(outbox, fields.email)).length > 0, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const mails = await outboxMailsTo(outbox, fields.email);
      expect(mails.map((mail) => mail.headers.subject)).toEqual([
        `Your Backlit Shop order ${settled.tracking_no}`,
      ]);
      expect(paypal.refunds).toHaveLength(0);

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      const after = await openShopDatabase(storage, temp.dir);
      try {
        const [payment] = await after.db
          .select()
          .from(payments)
          .where(eq(payments.providerOrderId, paymentOrderId));
        const made = await after.db.select().from(orders).where(eq(orders.paymentId, payment!.id));
        expect(made).toHaveLength(1);
        const [product] = await after.db.select().from(products).where(eq(products.id, productId));
        expect(product!.stock).toBe(3);
      } finally {
        await after.close();
      }
    },
  );
});

// The queue's code path is the same on both databases; this one waits out a real retry delay
// (half a minute), so it runs once, in the PostgreSQL suite.
describe.runIf(process.env.TEST_DATABASE_URL)('a crash with e-mails queued', () => {
  const cleanups: (() => Promise<void>)[] = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('sends each of them exactly once after a restart', { timeout: 180_000 }, async () => {
    const temp = await makeTempDir();
    cleanups.push(temp.remove);
    const storage = await storageEnv(temp.dir, cleanups);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { ...storage, PORT: String(port), SEED_DEMO: 'false' };

    // The mail server refuses every connection: the e-mails wait in the queue to be retried.
    const first = startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    children.push(first.child);
    await waitForHealth(`${base}/api/health`, first.exited, 90_000);
    const addresses: string[] = [];
    for (let i = 0; i < 3; i++) {
      const fields = customerFields();
      expect((await post(base, '/api/register', fields)).status).toBe(200);
      expect((await post(base, '/api/forgot-password', { email: fields.email })).status).toBe(200);
      addresses.push(fields.email);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    first.child.kill('SIGKILL');
    await first.exited;

    const smtp = await startSmtpReceiver();
    cleanups.push(smtp.close);
    const second = startServer({ ...env, SMTP_URL: smtp.url });
    children.push(second.child);
    await waitForHealth(`${base}/api/health`, second.exited, 90_000);
    for (const address of addresses) await smtp.waitFor(address, 120_000);
    // Long enough for a duplicate to show up if there were one.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual(
      addresses.map((address) => [address]).sort(),
    );
  });
});

async function post(base: string, url: string, body: unknown) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The database a spawned server with `storage` uses, opened from the test (the server stopped). */
async function openShopDatabase(
  storage: Record<string, string>,
  dataDir: string,
): Promise<DatabaseClient> {
  if (storage.DATABASE_URL) return connectPostgres(storage.DATABASE_URL);
  return wrapPglite(await PGlite.create(path.join(dataDir, 'db'), PGLITE_OPTIONS));
}
