import { randomUUID } from 'node:crypto';
import {
  AuthSuccessSchema,
  CART_QTY_MAX,
  CART_WRITE_LIMIT,
  GUEST_CART_COOKIE,
  GUEST_CART_IDLE_DAYS,
  type AdminProduct,
} from '@backlit/domain';
import { sign } from '@fastify/cookie';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { cookieSecret, guestCarts } from '../../db/schema';
import { rawQuery } from '../../db/raw-query';
import {
  customerFields,
  registerCustomer,
  STRONG_PASSWORD,
  type SignedIn,
} from '../../test/accounts';
import {
  add,
  createProduct,
  expectRefused,
  GuestBrowser,
  viewCart,
  shopWithCategory,
} from '../../test/cart';
import { BILLING } from '../../test/checkout';
import { jobsIdle } from '../../test/jobs';

let app: App;
let staff: SignedIn;
let categoryId: number;

beforeAll(async () => ({ app, staff, categoryId } = await shopWithCategory()));
afterAll(() => app.close());

const product = (stock = 50, price = '19.99') =>
  createProduct(app, staff, categoryId, { stock, price });
const guest = () => new GuestBrowser(app).start();

/** The guest cart the browser's signed cookie names (read with the app's own secret). */
function cartIdOf(browser: GuestBrowser): string {
  const { valid, value } = app.unsignCookie(browser.cookies[GUEST_CART_COOKIE] ?? '');
  expect(valid).toBe(true);
  return value!;
}

async function guestCartExists(id: string): Promise<boolean> {
  const rows = await app.db.select().from(guestCarts).where(eq(guestCarts.id, id));
  return rows.length > 0;
}

function quantities(lines: { product_id: number | null; product_qty: number }[]) {
  return Object.fromEntries(lines.map((line) => [line.product_id, line.product_qty]));
}

describe('a signed-out shopper', () => {
  it('adds to a server-side cart (201) named by a signed HttpOnly cookie, and reads it (200)', async () => {
    const frame = await product(50, '24.50');
    const browser = await guest();
    const response = await browser.send('POST', '/api/add-to-cart', {
      product_id: frame.id,
      product_qty: 2,
    });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = response.cookies.find((c) => c.name === GUEST_CART_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.maxAge).toBe(GUEST_CART_IDLE_DAYS * 24 * 3600);
    // Signed with the secret the database keeps for every instance: the id and its signature.
    const [kept] = await app.db.select().from(cookieSecret);
    const id = cookie.value.split('.')[0]!;
    expect(cookie.value).toBe(sign(id, kept!.secret));

    const cart = await browser.cart();
    expect(cart.cart).toHaveLength(1);
    expect(cart.cart[0]).toMatchObject({ product_id: frame.id, product_qty: 2, line_total: 49 });
    expect(cart.subtotal).toBe(49);
  });

  it('has the customer’s limits: at most 10 a line, never more than the stock', async () => {
    const browser = await guest();
    const plenty = await product(100);
    const few = await product(3);
    const line = await browser.add(plenty.id, 9);
    expect(
      expectRefused(
        await browser.send('POST', '/api/add-to-cart', { product_id: plenty.id, product_qty: 2 }),
        422,
      ).message,
    ).toBe(
      `You can have at most ${CART_QTY_MAX} of this product in your cart. You already have 9 in your cart.`,
    );
    expectRefused(
      await browser.send('POST', '/api/add-to-cart', { product_id: few.id, product_qty: 4 }),
      422,
    );
    expect(
      (await browser.send('PUT', `/api/cart-updatequantity/${line.id}/inc`)).json(),
    ).toMatchObject({ product_qty: 10 });
    expectRefused(await browser.send('PUT', `/api/cart-updatequantity/${line.id}/inc`), 422);
    expect(
      (await browser.send('PUT', `/api/cart-updatequantity/${line.id}/dec`)).json(),
    ).toMatchObject({ product_qty: 9 });
    expect((await browser.send('DELETE', `/api/delete-cartitem/${line.id}`)).statusCode).toBe(200);
    expect((await browser.cart()).cart).toEqual([]);
  });

  it('writes to the guest cart only with the XSRF header, and reading an empty cart makes none', async () => {
    const frame = await product();
    const browser = await guest();
    expect((await browser.cart()).cart).toEqual([]);
    expect(browser.cookies[GUEST_CART_COOKIE]).toBeUndefined();
    const count = async () =>
      (await app.db.select({ n: sql<number>`count(*)::int` }).from(guestCarts))[0]!.n;
    const before = await count();
    await browser.cart();
    expect(await count()).toBe(before);

    const line = await browser.add(frame.id, 1);
    const withoutHeader = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, cookies: browser.cookies, ...(payload ? { payload } : {}) });
    for (const response of [
      await withoutHeader('POST', '/api/add-to-cart', { product_id: frame.id, product_qty: 1 }),
      await withoutHeader('PUT', `/api/cart-updatequantity/${line.id}/inc`),
      await withoutHeader('DELETE', `/api/delete-cartitem/${line.id}`),
    ]) {
      expectRefused(response, 403);
    }
    expect(quantities((await browser.cart()).cart)).toEqual({ [frame.id]: 1 });
  });

  it('cannot reach a customer’s lines, nor another shopper’s', async () => {
    const frame = await product();
    const customer = await registerCustomer(app);
    const customerLine = await add(app, customer, frame.id, 1);
    const other = await guest();
    const otherLine = await other.add(frame.id, 1);
    const browser = await guest();
    await browser.add(frame.id, 1);
    for (const id of [customerLine.id, otherLine.id]) {
      expectRefused(await browser.send('PUT', `/api/cart-updatequantity/${id}/inc`), 404);
      expectRefused(await browser.send('DELETE', `/api/delete-cartitem/${id}`), 404);
    }
    expect((await viewCart(app, customer)).cart[0]!.product_qty).toBe(1);
    expect((await other.cart()).cart[0]!.product_qty).toBe(1);
  });
});

describe('guest cart writes', () => {
  it('are limited per address, so carts cannot be created without bound', async () => {
    const frame = await product(1000);
    const browser = await guest();
    const count = async () =>
      (await app.db.select({ n: sql<number>`count(*)::int` }).from(guestCarts))[0]!.n;
    const before = await count();
    // Each add from a browser without a cart cookie would make a new cart.
    const addAsNewVisitor = () => {
      delete browser.cookies[GUEST_CART_COOKIE];
      return browser.send('POST', '/api/add-to-cart', { product_id: frame.id, product_qty: 1 });
    };
    for (let i = 0; i < CART_WRITE_LIMIT.points; i++) {
      expect((await addAsNewVisitor()).statusCode).toBe(201);
    }
    const refused = await addAsNewVisitor();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toBe(before + CART_WRITE_LIMIT.points);
    // Shoppers elsewhere are not held back.
    await (await guest()).add(frame.id, 1);
  });
});

describe('a bad guest cart cookie', () => {
  it('garbled or forged: the shopper gets a fresh, empty cart', async () => {
    const frame = await product();
    for (const value of ['garbage', `${randomUUID()}.forged-signature`, randomUUID(), '.', '%']) {
      const browser = await guest();
      browser.cookies[GUEST_CART_COOKIE] = value;
      const read = await browser.send('GET', '/api/cart');
      expect(read.statusCode, value).toBe(200);
      expect(read.json(), value).toMatchObject({ cart: [], subtotal: 0 });
      // The cookie that names nothing usable is dropped.
      expect(browser.cookies[GUEST_CART_COOKIE], value).toBeUndefined();

      browser.cookies[GUEST_CART_COOKIE] = value;
      await browser.add(frame.id, 1);
      expect(browser.cookies[GUEST_CART_COOKIE]).not.toBe(value);
      expect(quantities((await browser.cart()).cart), value).toEqual({ [frame.id]: 1 });
    }
  });

  it('with another shopper’s cart id but a bad signature never shows nor changes that cart', async () => {
    const frame = await product();
    const victim = await guest();
    await victim.add(frame.id, 3);
    const victimCookie = victim.cookies[GUEST_CART_COOKIE]!;
    const id = cartIdOf(victim);
    const attempts = [
      id,
      `${id}.`,
      `${id}.${'A'.repeat(43)}`,
      // Signed, but with a secret that is not the shop's.
      sign(id, 'a-secret-that-is-not-the-shops-own-32chars'),
      // The victim's signature on another id, and another id with the victim's signature.
      `${randomUUID()}.${victimCookie.split('.').pop()}`,
    ];
    for (const value of attempts) {
      const attacker = await guest();
      attacker.cookies[GUEST_CART_COOKIE] = value;
      expect((await attacker.cart()).cart, value).toEqual([]);
      attacker.cookies[GUEST_CART_COOKIE] = value;
      await attacker.add(frame.id, 1);
      expect(cartIdOf(attacker), value).not.toBe(id);
    }
    expect(quantities((await victim.cart()).cart)).toEqual({ [frame.id]: 3 });
  });
});

describe('signing in or registering with a guest cart', () => {
  /** Signs in through the browser, which carries its guest cart cookie. */
  async function logIn(browser: GuestBrowser, account: SignedIn) {
    const response = await browser.send('POST', '/api/login', {
      email: account.email,
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    return AuthSuccessSchema.parse(response.json());
  }

  it('adds the quantities to the account’s cart, capped by stock and by 10, and says what was capped', async () => {
    const many = await product(100);
    const few = await product(5);
    const onlyGuest = await product(50);
    const customer = await registerCustomer(app);
    await add(app, customer, many.id, 4);
    await add(app, customer, few.id, 4);

    const browser = await guest();
    await browser.add(many.id, 8);
    await browser.add(few.id, 3);
    await browser.add(onlyGuest.id, 2);
    const guestCartId = cartIdOf(browser);

    const answer = await logIn(browser, customer);
    expect(answer.message).toBe('Logged in successfully.');
    expect(answer.cart_merge?.lines).toBe(3);
    expect(answer.cart_merge?.capped).toEqual([
      {
        product_id: many.id,
        name: many.name,
        wanted: 12,
        product_qty: 10,
        message: `You can have at most ${CART_QTY_MAX} of this product in your cart.`,
      },
      {
        product_id: few.id,
        name: few.name,
        wanted: 7,
        product_qty: 5,
        message: 'Only 5 left in stock.',
      },
    ]);
    expect(quantities((await viewCart(app, customer)).cart)).toEqual({
      [many.id]: 10,
      [few.id]: 5,
      [onlyGuest.id]: 2,
    });
    // The guest cart is gone, and its cookie with it.
    expect(await guestCartExists(guestCartId)).toBe(false);
    expect(browser.cookies[GUEST_CART_COOKIE]).toBeUndefined();
    // The browser, now signed in by its session cookie, sees the merged cart.
    expect(quantities((await browser.cart()).cart)).toEqual({
      [many.id]: 10,
      [few.id]: 5,
      [onlyGuest.id]: 2,
    });
  });

  it('reports a line whose product sold out meanwhile as capped, and loses nothing else', async () => {
    const soldOut = await product(2);
    const kept = await product(50);
    const customer = await registerCustomer(app);
    const browser = await guest();
    await browser.add(soldOut.id, 2);
    await browser.add(kept.id, 1);
    await app.db.execute(sql`update products set stock = 0 where id = ${soldOut.id}`);
    const answer = await logIn(browser, customer);
    expect(answer.cart_merge?.capped).toEqual([
      expect.objectContaining({
        product_id: soldOut.id,
        wanted: 2,
        product_qty: 0,
        message: 'This product is out of stock.',
      }),
    ]);
    expect(quantities((await viewCart(app, customer)).cart)).toEqual({ [kept.id]: 1 });
  });

  it('moves the guest cart into a new account at registration', async () => {
    const frame = await product();
    const browser = await guest();
    await browser.add(frame.id, 3);
    const guestCartId = cartIdOf(browser);
    const fields = customerFields();
    const response = await browser.send('POST', '/api/register', fields);
    expect(response.statusCode, response.body).toBe(200);
    const answer = AuthSuccessSchema.parse(response.json());
    expect(answer.cart_merge).toEqual({ lines: 1, capped: [] });
    expect(quantities((await browser.cart()).cart)).toEqual({ [frame.id]: 3 });
    expect(await guestCartExists(guestCartId)).toBe(false);
  });

  it('without a guest cart answers as before, with no cart_merge', async () => {
    const customer = await registerCustomer(app);
    const browser = await guest();
    expect(await logIn(browser, customer)).not.toHaveProperty('cart_merge');
  });
});

describe('checkout with a guest cart', () => {
  it('pays without an account: the payment is bound to this cart, and an unknown one is refused', async () => {
    const frame = await product();
    const browser = await guest();
    await browser.add(frame.id, 1);
    const invalid = await browser.send('POST', '/api/checkout/payment', { rush: false });
    expect(Object.keys(expectRefused(invalid, 422).validation_errors ?? {}).sort()).toEqual([
      'country',
      'state',
    ]);
    expectRefused(
      await browser.send('POST', '/api/place-order', {
        ...BILLING,
        terms: true,
        payment_order_id: 'DEMO-1',
        rush: false,
      }),
      404,
    );
    expect(quantities((await browser.cart()).cart)).toEqual({ [frame.id]: 1 });
    // Without a cart, there is nothing to pay for.
    const empty = await guest();
    expectRefused(
      await empty.send('POST', '/api/checkout/payment', {
        rush: false,
        country: BILLING.country,
        state: BILLING.state_contry,
      }),
      409,
    );
  });
});

describe('abandoned guest carts', () => {
  /** Makes the queued purge of every guest cart due now, and waits for the queue to finish. */
  async function runPurgesNow(): Promise<void> {
    await rawQuery(app.db)(
      `update pgboss.job set start_after = now() where name = 'guest-cart-purge' and state = 'created'`,
    );
    await jobsIdle(app);
  }

  it(`are deleted ${GUEST_CART_IDLE_DAYS} days after their last change; newer ones are kept`, async () => {
    const frame: AdminProduct = await product();
    const idle = await guest();
    await idle.add(frame.id, 1);
    const recent = await guest();
    await recent.add(frame.id, 2);
    const revived = await guest();
    const revivedLine = await revived.add(frame.id, 1);
    const idleId = cartIdOf(idle);
    const recentId = cartIdOf(recent);
    const revivedId = cartIdOf(revived);
    await app.db
      .update(guestCarts)
      .set({ updatedAt: sql`now() - interval '40 days'` })
      .where(eq(guestCarts.id, revivedId));
    // A change restarts the idle time, and the cookie's lifetime with it.
    const raised = await revived.send('PUT', `/api/cart-updatequantity/${revivedLine.id}/inc`);
    expect(raised.statusCode).toBe(200);
    expect(raised.cookies.find((c) => c.name === GUEST_CART_COOKIE)?.maxAge).toBe(
      GUEST_CART_IDLE_DAYS * 24 * 3600,
    );
    await app.db
      .update(guestCarts)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(eq(guestCarts.id, idleId));
    await app.db
      .update(guestCarts)
      .set({ updatedAt: sql`now() - interval '29 days'` })
      .where(eq(guestCarts.id, recentId));

    await runPurgesNow();
    expect(await guestCartExists(idleId)).toBe(false);
    expect(await guestCartExists(recentId)).toBe(true);
    expect(await guestCartExists(revivedId)).toBe(true);
    expect(quantities((await recent.cart()).cart)).toEqual({ [frame.id]: 2 });
    // The kept cart's purge is queued again for when it will have been idle long enough.
    const { rows } = await rawQuery(app.db)(
      `select start_after from pgboss.job
        where name = 'guest-cart-purge' and state = 'created' and data->>'guestCartId' = $1`,
      [recentId],
    );
    const dueAt = new Date((rows as { start_after: string }[])[0]!.start_after).getTime();
    const oneDay = 24 * 3600 * 1000;
    expect(dueAt).toBeGreaterThan(Date.now() + oneDay - 60_000);
    expect(dueAt).toBeLessThan(Date.now() + oneDay + 60_000);
    // The idle shopper's old cookie now names nothing: a fresh, empty cart.
    expect((await idle.cart()).cart).toEqual([]);
  });
});
