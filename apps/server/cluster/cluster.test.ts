import { randomBytes, randomInt } from 'node:crypto';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { LOGIN_LIMITS } from '@backlit/domain';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFields, STRONG_PASSWORD } from '../src/test/accounts';
import { tusMetadata } from '../src/test/artwork-uploads';
import { BILLING, BILLING_REGION } from '../src/test/checkout';
import { createThrowawayDatabase } from '../src/test/db';
import { startCluster, type Cluster } from './cluster';

/** A payment for the cart, priced for the billing address's region. */
const PAYMENT = { rush: false, ...BILLING_REGION };

/**
 * The production shape on one machine: three built instances behind HAProxy on one PostgreSQL,
 * one Redis and one S3-compatible bucket. What one instance counts, changes or stores, the
 * others see; an instance killed or restarted under load costs no order and no failed request.
 */

const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 4540);
const STAFF = { email: 'cluster-staff@example.com', password: STRONG_PASSWORD };

interface Answer {
  status: number;
  body: Record<string, unknown>;
}
type Outcome = Answer | { error: string };

/**
 * A client with an address of its own (any 127.x.y.z reaches the loopback), as the shop sees
 * it through HAProxy: per-address limits count each client apart, and a run never meets the
 * Redis counts of an earlier one.
 */
class Client {
  readonly address = `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;
  private readonly agent = new Agent({ keepAlive: true });
  token = '';
  email = '';

  constructor(private readonly base: string) {}

  call(method: string, url: string, body?: unknown, base = this.base): Promise<Outcome> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const target = new URL(url, base);
    return new Promise((resolve) => {
      const failed = (error: NodeJS.ErrnoException) =>
        resolve({ error: error.code ?? error.message });
      const call = request(
        {
          agent: this.agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          localAddress: this.address,
          timeout: 10_000,
          headers: {
            ...(this.token && { authorization: `Bearer ${this.token}` }),
            ...(payload !== undefined && { 'content-type': 'application/json' }),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => {
            let parsed: Record<string, unknown> = {};
            try {
              parsed = JSON.parse(text) as Record<string, unknown>;
            } catch {
              // Not JSON (an image, HAProxy's own error page): the status says enough.
            }
            resolve({ status: response.statusCode ?? 0, body: parsed });
          });
          response.on('error', failed);
        },
      );
      call.on('timeout', () =>
        call.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      );
      call.on('error', failed);
      call.end(payload);
    });
  }

  async expect(method: string, url: string, body?: unknown, status = 200, base?: string) {
    const outcome = await this.call(method, url, body, base);
    expect(outcome, `${method} ${url}`).toMatchObject({ status });
    return (outcome as Answer).body;
  }

  async register(): Promise<void> {
    const fields = customerFields({
      email: `cluster-${randomBytes(6).toString('hex')}@example.com`,
      username: `c${randomBytes(6).toString('hex')}`,
    });
    this.token = String((await this.expect('POST', '/api/register', fields)).token);
    this.email = fields.email;
  }

  close() {
    this.agent.destroy();
  }
}

const failedOutcome = (outcome: Outcome) => 'error' in outcome || outcome.status >= 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Customers shopping through HAProxy without pause: reading the product, then buying it; a
 * place-order that got no answer is asked again with the same payment, as the web app does, until
 * it answers the order (200) or that it exists (409). Every answer is kept.
 */
class Shoppers {
  readonly outcomes: Outcome[] = [];
  /** Tracking numbers the customers were told about. */
  readonly confirmed = new Set<string>();
  private running = true;
  private readonly loops: Promise<void>[];

  constructor(
    private readonly clients: Client[],
    private readonly product: { id: number; slug: string },
    /** Orders per customer at most: payments opened are limited to 10 per 15 minutes. */
    private readonly maxOrders: number,
  ) {
    this.loops = clients.map((client) => this.shop(client));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  get failures() {
    return this.outcomes.filter(failedOutcome);
  }

  private async send(client: Client, method: string, url: string, body?: unknown) {
    const outcome = await client.call(method, url, body);
    this.outcomes.push(outcome);
    return outcome;
  }

  private async shop(client: Client) {
    let orders = 0;
    while (this.running) {
      await this.send(client, 'GET', `/api/product/${this.product.slug}`);
      await this.send(client, 'GET', '/api/cart');
      if (orders < this.maxOrders && (await this.buy(client))) orders++;
      await sleep(150);
    }
  }

  private async buy(client: Client): Promise<boolean> {
    const added = await this.send(client, 'POST', '/api/add-to-cart', {
      product_id: this.product.id,
      product_qty: 1,
    });
    if (failedOutcome(added)) return false;
    const payment = await this.send(client, 'POST', '/api/checkout/payment', PAYMENT);
    if (!('status' in payment) || payment.status !== 200) return false;
    const form = { ...BILLING, terms: true, rush: false, payment_order_id: payment.body.order_id };
    let placed: Outcome | undefined;
    for (let attempt = 0; attempt < 20; attempt++) {
      placed = await this.send(client, 'POST', '/api/place-order', form);
      if (failedOutcome(placed)) {
        await sleep(250);
        continue;
      }
      const { status, body } = placed as Answer;
      // 409: this payment's order exists already (the first answer was lost on the way).
      if (status === 200 || status === 409) this.confirmed.add(String(body.tracking_no));
      return status === 200 || status === 409;
    }
    throw new Error(`place-order never answered: ${JSON.stringify(placed)}`);
  }
}

describe('three instances behind HAProxy', () => {
  let cluster: Cluster;
  let sql: pg.Client;
  let dataDir: string;
  let drop: () => Promise<void>;
  const staff = new Client(`http://127.0.0.1:${PORT}`);
  const clients: Client[] = [];
  let product: { id: number; slug: string; sku: string };
  let categoryId: number;

  beforeAll(async () => {
    const serverUrl =
      process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const database = await createThrowawayDatabase(serverUrl);
    drop = database.drop;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'backlit-cluster-'));
    cluster = await startCluster({
      port: PORT,
      databaseUrl: database.url,
      redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      dataDir,
      env: {
        SEED_DEMO: 'false',
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
        // A payment whose place-order died with its instance is settled by another soon.
        RECONCILE_AFTER_SECONDS: '2',
        // Counts of earlier runs (user ids start again in each new database) stay apart.
        REDIS_PREFIX: `backlit-cluster-${randomBytes(4).toString('hex')}:`,
      },
      output: process.env.CLUSTER_LOG ? (line) => console.log(line) : undefined,
    });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();

    staff.token = String((await staff.expect('POST', '/api/login', STAFF)).token);
    const name = `Cluster ${randomBytes(3).toString('hex')}`;
    await staff.expect('POST', '/api/store-category', { name, subCategories: [] });
    const [category] = (await sql.query('select id from categories where name = $1', [name])).rows;
    categoryId = Number(category.id);
    const sku = `CL-${randomBytes(3).toString('hex')}`;
    const saved = await staff.expect('POST', '/api/store-product', {
      name: 'Cluster Frame',
      sku,
      stock: '5000',
      category_id: String(categoryId),
      description: 'Aluminium snap frame with LED backlight.',
      originalPrice: '40.00',
    });
    const created = saved.product as { id: number; slug: string };
    product = { id: created.id, slug: created.slug, sku };
  }, 120_000);

  afterAll(async () => {
    for (const client of [staff, ...clients]) client.close();
    await sql?.end();
    await cluster?.stop();
    await drop?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  async function customers(count: number): Promise<Client[]> {
    const made = Array.from({ length: count }, () => new Client(cluster.url));
    clients.push(...made);
    for (const client of made) await client.register();
    return made;
  }

  it('shows a staff price and stock change on the other instances within a second, page and list', async () => {
    const [one, two, three] = cluster.instances.map((instance) => instance.url);
    const read = async (base: string) =>
      (await staff.expect('GET', `/api/product/${product.slug}`, undefined, 200, base)).product as {
        originalPrice: number;
        stock: number;
      };
    type Listed = { id: number; originalPrice: number; stock: number };
    const { category } = (
      await staff.expect('GET', `/api/product/${product.slug}`, undefined, 200, two)
    ).product as { category: { path: string } };
    // The category's list, from the instance's cache or from PostgreSQL.
    const listed = async (base: string) =>
      (
        (
          await staff.expect(
            'GET',
            `/api/fetchProducts/${category.path}?per_page=48`,
            undefined,
            200,
            base,
          )
        ).product_data as { products: Listed[] }
      ).products.find((listedProduct) => listedProduct.id === product.id);
    // Both other instances hold the product's answer and its list in their caches.
    for (const base of [two!, three!]) {
      await read(base);
      expect((await read(base)).originalPrice).toBe(40);
      expect((await listed(base))?.originalPrice).toBe(40);
    }
    await staff.expect(
      'PUT',
      `/api/update-product/${product.id}`,
      {
        name: 'Cluster Frame',
        sku: product.sku,
        stock: '4000',
        category_id: String(categoryId),
        description: 'Aluminium snap frame with LED backlight.',
        originalPrice: '45.50',
      },
      200,
      one,
    );
    const changedAt = Date.now();
    for (const base of [two!, three!]) {
      for (;;) {
        const seen = await read(base);
        const inList = await listed(base);
        if (
          seen.originalPrice === 45.5 &&
          seen.stock === 4000 &&
          inList?.originalPrice === 45.5 &&
          inList.stock === 4000
        ) {
          break;
        }
        expect(Date.now() - changedAt, `${base} still shows the old product`).toBeLessThan(1000);
        await sleep(20);
      }
    }
  });

  it('counts wrong passwords across instances', async () => {
    const [customer] = await customers(1);
    const email = customer!.email;
    // Round-robin spreads these over the three instances.
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountAndIp.points; attempt++) {
      await customer!.expect('POST', '/api/login', { email, password: 'Wrong-Password-1' }, 401);
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      await customer!.expect('POST', '/api/login', { email, password: STRONG_PASSWORD }, 429);
    }
  });

  it('counts payments opened across instances', async () => {
    const [customer] = await customers(1);
    await customer!.expect(
      'POST',
      '/api/add-to-cart',
      { product_id: product.id, product_qty: 1 },
      201,
    );
    // Ten payments in 15 minutes per customer, wherever they are opened.
    for (let payment = 0; payment < 10; payment++) {
      await customer!.expect('POST', '/api/checkout/payment', PAYMENT);
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      await customer!.expect('POST', '/api/checkout/payment', PAYMENT, 429);
    }
  });

  it('serves a photo uploaded through one instance from the others', async () => {
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('name', 'Cluster Photo Frame');
    form.append('sku', `CLP-${randomBytes(3).toString('hex')}`);
    form.append('stock', '3');
    form.append('category_id', String(categoryId));
    form.append('description', 'Aluminium snap frame with LED backlight.');
    form.append('originalPrice', '12.00');
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const [one, ...others] = cluster.instances;
    const answer = await fetch(`${one!.url}/api/store-product`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(answer.status).toBe(200);
    const { product: saved } = (await answer.json()) as { product: { image: string } };
    for (const instance of others) {
      const served = await fetch(`${instance.url}/storage/${saved.image}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toContain('immutable');
    }
  });

  it('finishes a checkout started on one instance on another', async () => {
    const [customer] = await customers(1);
    const [one, two, three] = cluster.instances.map((instance) => instance.url);
    await customer!.expect(
      'POST',
      '/api/add-to-cart',
      { product_id: product.id, product_qty: 2 },
      201,
      one,
    );
    const payment = await customer!.expect('POST', '/api/checkout/payment', PAYMENT, 200, two);
    const placed = await customer!.expect(
      'POST',
      '/api/place-order',
      { ...BILLING, terms: true, rush: false, payment_order_id: payment.order_id },
      200,
      three,
    );
    const { rows } = await sql.query('select total_cents from orders where tracking_no = $1', [
      placed.tracking_no,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('sends every part of a print file’s upload to the instance that holds it', async () => {
    const saved = await staff.expect('POST', '/api/store-product', {
      name: 'Cluster Banner',
      sku: `CLB-${randomBytes(3).toString('hex')}`,
      stock: '50',
      category_id: String(categoryId),
      description: 'A printed banner.',
      originalPrice: '149.00',
      print_size: 'mlb-85x200',
    });
    const [customer] = await customers(1);
    const bannerId = (saved.product as { id: number }).id;
    await customer!.expect(
      'POST',
      '/api/add-to-cart',
      { product_id: bannerId, product_qty: 1 },
      201,
    );
    const payment = await customer!.expect('POST', '/api/checkout/payment', PAYMENT);
    const placed = await customer!.expect('POST', '/api/place-order', {
      ...BILLING,
      terms: true,
      rush: false,
      payment_order_id: payment.order_id,
    });
    const orderId = Number(placed.order_id);
    const artwork = await customer!.expect('GET', `/api/orders/${orderId}/artwork`);
    const lineId = (artwork.lines as { line_id: number }[])[0]!.line_id;

    // Sent in six parts through HAProxy, which balances requests in turn over three instances:
    // only the one that took the POST has the parts received so far.
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(6 * 256 * 1024)]);
    const tus = (method: string, url: string, headers: Record<string, string>, body?: Buffer) =>
      fetch(`${cluster.url}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${customer!.token}`,
          'tus-resumable': '1.0.0',
          ...headers,
        },
        ...(body && { body }),
      });
    const created = await tus('POST', `/api/orders/${orderId}/artwork/uploads`, {
      'upload-length': String(file.length),
      'upload-metadata': tusMetadata({ filename: 'cluster.pdf', lines: String(lineId) }),
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const part = Math.ceil(file.length / 6);
    for (let offset = 0; offset < file.length; offset += part) {
      const head = await tus('HEAD', location, {});
      expect(head.status, `HEAD at ${offset}`).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(String(offset));
      const sent = await tus(
        'PATCH',
        location,
        { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
        file.subarray(offset, offset + part),
      );
      expect(sent.status, `PATCH at ${offset}`).toBe(offset + part >= file.length ? 200 : 204);
    }

    // Kept in the bucket: every instance serves it.
    const { lines } = await customer!.expect('GET', `/api/orders/${orderId}/artwork`);
    const download = (lines as { file: { download_url: string } }[])[0]!.file.download_url;
    for (const instance of cluster.instances) {
      const served = await fetch(`${instance.url}${download}`, {
        headers: { authorization: `Bearer ${customer!.token}` },
      });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
    }
  });

  /** Every order customers were told about is there once; stock went down by what they bought. */
  async function expectNothingLost(shoppers: Shoppers) {
    const tracking = [...shoppers.confirmed];
    const { rows } = await sql.query(
      'select count(*)::int as n from orders where tracking_no = any($1)',
      [tracking],
    );
    expect(rows[0].n).toBe(tracking.length);
    // A payment captured as its instance died is turned into its order (or refunded) by
    // reconciliation on another instance: wait for none to be left half-way.
    for (let wait = 0; ; wait++) {
      const open = await sql.query(
        "select count(*)::int as n from payments where status in ('capturing', 'refunding')",
      );
      if (open.rows[0].n === 0) break;
      expect(wait, 'payments still unsettled').toBeLessThan(100);
      await sleep(200);
    }
    const doubled = await sql.query(
      `select count(*)::int as n from payments p
        where p.status = 'captured'
          and (select count(*) from orders o where o.payment_order_id = p.provider_order_id) <> 1`,
    );
    expect(doubled.rows[0].n).toBe(0);
    const sold = await sql.query(
      'select coalesce(sum(quantity), 0)::int as n from order_lines where product_id = $1',
      [product.id],
    );
    const stock = await sql.query('select stock from products where id = $1', [product.id]);
    expect(stock.rows[0].stock + sold.rows[0].n).toBe(4000);
  }

  it(
    'stops sending to a killed instance within 3 s, losing no order',
    { timeout: 60_000 },
    async () => {
      const shoppers = new Shoppers(await customers(4), product, 6);
      await sleep(1500);
      const victim = cluster.instances[1]!;
      const killedAt = Date.now();
      await victim.stop('SIGKILL');
      await cluster.waitFor(victim.name, 'DOWN', 5000);
      const noticedMs = Date.now() - killedAt;
      await sleep(1500);
      await shoppers.stop();
      expect(noticedMs).toBeLessThanOrEqual(3000);
      await expectNothingLost(shoppers);
      console.log(
        `killed ${victim.name}: out of rotation after ${noticedMs} ms; ` +
          `${shoppers.outcomes.length} requests, ${shoppers.failures.length} failed, ` +
          `${shoppers.confirmed.size} orders confirmed and in the database`,
      );
      expect(shoppers.confirmed.size).toBeGreaterThan(0);
      await victim.start();
      await cluster.waitFor(victim.name, 'UP');
    },
  );

  it(
    'restarts all three one by one under load without a failed request',
    { timeout: 90_000 },
    async () => {
      const shoppers = new Shoppers(await customers(4), product, 8);
      await sleep(1000);
      const restartStarted = Date.now();
      for (const instance of cluster.instances) {
        expect(await instance.stop('SIGTERM')).toBe(0);
        await instance.start();
        await cluster.waitFor(instance.name, 'UP');
      }
      await sleep(500);
      await shoppers.stop();
      console.log(
        `rolling restart in ${((Date.now() - restartStarted) / 1000).toFixed(1)} s: ` +
          `${shoppers.outcomes.length} requests, ${shoppers.failures.length} failed, ` +
          `${shoppers.confirmed.size} orders confirmed`,
      );
      expect(shoppers.failures).toEqual([]);
      expect(shoppers.outcomes.length).toBeGreaterThan(100);
      await expectNothingLost(shoppers);
    },
  );
});
