// `npm run bench:checkout`: how long placing an order takes, on PostgreSQL with the demo payment
// provider. Several shoppers buy at the same time, each in a loop: add to cart → open the payment
// (POST /api/checkout/payment) → place the order (POST /api/place-order, timed). The place-order
// call is the whole workflow: validation, capture, the stock-locking transaction, cart emptied.
//
// Each shopper buys their own product, as shoppers of a real catalogue mostly do (orders for the
// same product queue on its row lock by design; the stock-race test covers that case). The shop
// lets one customer open only PAYMENT_LIMITS.user payments in 15 minutes, and one address only
// PAYMENT_LIMITS.ip: so each shopper is a succession of customers, each from an address of its
// own (the server trusts loopback as a proxy and reads X-Forwarded-For), all signed up before
// the timed orders so their password hashing does not slow the orders down.
//
// Target (exit 1 on a miss): place-order p99 ≤ 80 ms; every order placed, stock decremented by
// exactly the number of orders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase, startServer, stopServer } from './bench-support.mjs';

/** Orders per customer: fewer than the payments one customer may open in 15 minutes. */
const ORDERS_PER_CUSTOMER = 9;
let customers = 0;

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 4);
const ORDERS_EACH = Number(process.env.BENCH_ORDERS ?? 75);
const WARM_UP_EACH = 5;
const STOCK = 1_000_000;
const P99_TARGET_MS = 80;

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 3220);
const base = `http://127.0.0.1:${port}`;

const database = await createBenchDatabase(serverUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'backlit-bench-checkout-'));
let server;
let failed = false;
const check = (ok, line) => {
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
};

try {
  server = await startServer(port, database.url, dataDir, {
    PAYMENT_PROVIDER: 'demo',
    TRUST_PROXY: 'loopback',
  });
  const productIds = await insertProducts(database.sql);
  const perShopper = Math.ceil((WARM_UP_EACH + ORDERS_EACH) / ORDERS_PER_CUSTOMER);
  const shoppers = [];
  for (const _ of productIds) {
    const customers = [];
    for (let i = 0; i < perShopper; i++) customers.push(await newCustomer());
    shoppers.push(customers);
  }

  await Promise.all(shoppers.map((shopper, i) => buy(shopper, productIds[i], WARM_UP_EACH)));
  const started = performance.now();
  const timings = (
    await Promise.all(shoppers.map((shopper, i) => buy(shopper, productIds[i], ORDERS_EACH)))
  ).flat();
  const seconds = (performance.now() - started) / 1000;

  timings.sort((a, b) => a - b);
  const p = (q) => timings[Math.min(timings.length - 1, Math.ceil(q * timings.length) - 1)];
  console.log(
    `place-order, ${SHOPPERS} shoppers × ${ORDERS_EACH} orders: ` +
      `p50 ${p(0.5).toFixed(1)} ms  p90 ${p(0.9).toFixed(1)} ms  p99 ${p(0.99).toFixed(1)} ms  ` +
      `max ${timings.at(-1).toFixed(1)} ms  (${(timings.length / seconds).toFixed(0)} orders/s ` +
      `including add-to-cart and payment)`,
  );
  check(p(0.99) <= P99_TARGET_MS, `place-order p99 ${p(0.99).toFixed(1)} ms (target ≤ 80 ms)`);

  const placed = SHOPPERS * (ORDERS_EACH + WARM_UP_EACH);
  const [{ orders }] = await database.sql`select count(*)::int as orders from orders`;
  const [{ stock }] = await database.sql`select sum(stock)::int as stock from products`;
  check(orders === placed, `${orders} orders for ${placed} place-order calls`);
  const expected = SHOPPERS * STOCK - placed;
  check(stock === expected, `stock ${stock} in all (expected ${expected})`);
} finally {
  if (server) await stopServer(server);
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

/** One product per shopper, each with plenty of stock. */
async function insertProducts(sql) {
  const [category] = await sql`
    insert into categories (name, description) values ('Bench Frames', 'Benchmark products.')
    returning id`;
  const rows = await sql`
    insert into products (name, slug, sku, stock, category_id, description, price_cents)
    select 'Bench Frame ' || i, 'bench-frame-' || i, 'BENCH-' || i, ${STOCK}::int, ${category.id}::int,
      'A frame to buy many times.', 24900
    from generate_series(1, ${SHOPPERS}::int) as i
    order by i
    returning id`;
  return rows.map((row) => row.id);
}

/** A new customer, signed up from an address of their own. */
async function newCustomer() {
  const n = ++customers;
  const ip = `198.18.${n >> 8}.${n & 255}`;
  const username = `bench${n}`;
  const answer = await call(
    'POST',
    '/api/register',
    { ip },
    {
      firstname: 'Bench',
      lastname: 'Shopper',
      username,
      email: `${username}@example.com`,
      password: 'Bench-shopper-password-42',
      phone: '+1 404-555-0134',
      address: '1455 Northside Dr NW',
      city: 'Atlanta',
      state: 'GA',
      codepostal: '30318',
      country: 'US',
    },
  );
  return { token: answer.token, ip, orders: 0 };
}

/** `count` orders one after the other; answers the place-order times in ms. */
async function buy(customers, productId, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const shopper = customers.find((customer) => customer.orders < ORDERS_PER_CUSTOMER);
    shopper.orders++;
    await call('POST', '/api/add-to-cart', shopper, { product_id: productId, product_qty: 1 });
    const payment = await call('POST', '/api/checkout/payment', shopper, { rush: i % 2 === 0 });
    const started = performance.now();
    await call('POST', '/api/place-order', shopper, {
      firstname: 'Bench',
      lastname: 'Shopper',
      country: 'US',
      streetaddress: '1455 Northside Dr NW',
      city: 'Atlanta',
      state_contry: 'GA',
      zip: '30318',
      phone: '+1 404-555-0134',
      email: 'bench@example.com',
      rush: i % 2 === 0,
      terms: true,
      payment_order_id: payment.order_id,
    });
    times.push(performance.now() - started);
  }
  return times;
}

async function call(method, path, { token, ip }, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer;
}
