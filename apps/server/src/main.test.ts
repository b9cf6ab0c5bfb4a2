import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { stat } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { cartItems, orderLines, orders, payments, products } from './db/schema';
import { registerCustomer, signInStaff, type SignedIn } from './test/accounts';
import { buildTestApp, makeTempDir } from './test/app';
import { BILLING, BILLING_REGION } from './test/checkout';
import { add, createCategory, createProduct } from './test/cart';
import { freePort, startServer, storageEnv, waitForHealth } from './test/spawned-server';

describe('main', () => {
  const cleanups: (() => Promise<void>)[] = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  // A first start transpiles with tsx, creates a PGlite database and hashes a password: on a busy
  // 2-core machine that can take well over 20 s, so the wait is generous.
  it('starts, serves, and on SIGTERM finishes and exits 0', { timeout: 75_000 }, async () => {
    const temp = await makeTempDir();
    cleanups.push(temp.remove);
    const port = await freePort();
    const server = startServer({ ...(await storageEnv(temp.dir, cleanups)), PORT: String(port) });
    children.push(server.child);

    await waitForHealth(`http://127.0.0.1:${port}/api/health`, server.exited, 60_000).catch(
      (error: Error) => {
        throw new Error(`${error.message}:\n${server.output()}`);
      },
    );
    // A new shop without ADMIN_EMAIL: the generated staff password is printed once and saved.
    expect(server.output()).toMatch(/Password: [\w-]{24}/);
    expect(server.output().match(/A staff account was created/g)).toHaveLength(1);
    const credentials = path.join(temp.dir, 'admin-credentials.txt');
    expect((await stat(credentials)).mode & 0o777).toBe(0o600);
    const stoppingAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppingAt).toBeLessThan(10_000);
  });

  it('refuses bad configuration with a readable message and exit code 1', async () => {
    const server = startServer({ PORT: 'abc' });
    children.push(server.child);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'Invalid configuration:\n  PORT: must be a whole number between 0 and 65535 (got "abc")',
    );
  });

  it('says so and exits 1 when the port is taken', { timeout: 75_000 }, async () => {
    const temp = await makeTempDir();
    cleanups.push(temp.remove);
    const blocker = createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    cleanups.push(async () => void blocker.close());
    const { port } = blocker.address() as { port: number };

    const server = startServer({ ...(await storageEnv(temp.dir, cleanups)), PORT: String(port) });
    children.push(server.child);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `Cannot listen on 127.0.0.1:${port}: something else is using it`,
    );
  });
});

/** What one HTTP request came to: an answer, or the error the client saw. */
interface Answer {
  status: number;
  body: Record<string, unknown>;
}
type Outcome = Answer | { error: string };

/** One request through `agent`, as a keep-alive client (a browser, a load balancer) makes it. */
function send(
  agent: Agent,
  port: number,
  path: string,
  token: string,
  body?: unknown,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const failed = (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message });
    const call = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }),
        );
        response.on('error', failed);
      },
    );
    call.on('error', failed);
    call.end(payload);
  });
}

describe('main under load', () => {
  const cleanups: (() => Promise<void>)[] = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it(
    'on SIGTERM with 50 requests in flight: answers every one, leaves no partial order, exits 0 within 10 s',
    { timeout: 120_000 },
    async () => {
      const temp = await makeTempDir();
      cleanups.push(temp.remove);
      const env = await storageEnv(temp.dir, cleanups);
      const config = loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
      const STOCK = 100;

      // Customers with a frame in their cart, written before the server starts.
      const database = await createDatabase(config);
      await database.migrate(config.migrationsDir);
      const prepare = await buildTestApp({}, database);
      const staff = await signInStaff(prepare);
      const frame = await createProduct(prepare, staff, await createCategory(prepare, staff), {
        stock: STOCK,
      });
      const customers: SignedIn[] = [];
      for (let i = 0; i < 10; i++) {
        const customer = await registerCustomer(prepare);
        await add(prepare, customer, frame.id, 1);
        customers.push(customer);
      }
      await prepare.close();

      const port = await freePort();
      const server = startServer({ ...env, PORT: String(port), SEED_DEMO: 'false' });
      children.push(server.child);
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, server.exited, 60_000);

      // Keep-alive, as browsers and load balancers connect; fewer sockets than requests, so
      // some requests wait for a socket another one leaves.
      const agent = new Agent({ keepAlive: true, maxSockets: 25 });
      cleanups.push(async () => agent.destroy());
      const paymentIds: string[] = [];
      for (const customer of customers) {
        const opened = await send(agent, port, '/api/checkout/payment', customer.token, {
          rush: false,
          ...BILLING_REGION,
        });
        paymentIds.push((opened as Answer).body.order_id as string);
      }

      const reads = ['/api/fetchProducts/all?page=2', `/api/product/${frame.slug}`, '/api/cart'];
      let answered = 0;
      const requests = Array.from({ length: 50 }, (_, i) => {
        const customer = customers[i % customers.length]!;
        const sent =
          i < customers.length
            ? send(agent, port, '/api/place-order', customer.token, {
                ...BILLING,
                rush: false,
                terms: true,
                payment_order_id: paymentIds[i],
              })
            : send(agent, port, reads[i % reads.length]!, customer.token);
        return sent.then((outcome) => {
          answered++;
          return { ...outcome, placeOrder: i < customers.length };
        });
      });
      await Promise.race(requests);
      const stoppingAt = Date.now();
      server.child.kill('SIGTERM');
      const inFlightAtStop = 50 - answered;
      const outcomes = await Promise.all(requests);
      expect(await server.exited).toBe(0);
      expect(Date.now() - stoppingAt).toBeLessThan(10_000);

      expect(inFlightAtStop, 'requests in flight when the signal came').toBeGreaterThan(25);
      const failures = outcomes.filter((outcome) => 'error' in outcome);
      expect(failures, 'connection errors (resets) seen by clients').toEqual([]);
      const answers = outcomes as (Answer & { placeOrder: boolean })[];
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);

      // Every order a customer was told about is whole; nothing else was taken or charged.
      const placed = answers.filter((answer) => answer.placeOrder).map((a) => a.body.tracking_no);
      const after = await createDatabase(config);
      cleanups.unshift(() => after.close());
      const rows = await after.db.select().from(orders);
      expect(rows.map((row) => row.trackingNo).sort()).toEqual([...placed].sort());
      const lines = await after.db.select().from(orderLines);
      expect(lines.map((line) => line.orderId).sort()).toEqual(rows.map((row) => row.id).sort());
      const [product] = await after.db.select().from(products).where(eq(products.id, frame.id));
      expect(product?.stock).toBe(STOCK - rows.length);
      expect(await after.db.select().from(cartItems)).toEqual([]);
      const captured = await after.db.select().from(payments).where(isNotNull(payments.captureId));
      expect(captured.map((payment) => payment.id).sort()).toEqual(
        rows.map((row) => row.paymentId).sort(),
      );
    },
  );
});
