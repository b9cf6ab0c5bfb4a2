import {
  AUTH_COOKIE,
  CART_MESSAGES,
  CartResponseSchema,
  ID_MESSAGE,
  MessageResponseSchema,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@backlit/domain';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, sessionCookieOnly, type SignedIn } from '../../test/accounts';
import {
  add,
  addRequest,
  changeRequest,
  createProduct,
  deleteProduct,
  expectRefused,
  removeRequest,
  setStock,
  viewCart,
  shopWithCategory,
} from '../../test/cart';

let app: App;
let staff: SignedIn;
let categoryId: number;

beforeAll(async () => ({ app, staff, categoryId } = await shopWithCategory()));
afterAll(() => app.close());

const product = (options: Parameters<typeof createProduct>[3] = {}) =>
  createProduct(app, staff, categoryId, options);

describe('GET /api/cart', () => {
  it('answers an empty cart for a new customer', async () => {
    const customer = await registerCustomer(app);
    expect(await viewCart(app, customer)).toEqual({ status: 200, cart: [], subtotal: 0 });
  });

  it('answers the lines oldest first with totals worked out in cents', async () => {
    const customer = await registerCustomer(app);
    const frame = await product({ price: '19.99', name: 'Frame A' });
    const banner = await product({ price: '0.10', name: 'Banner B' });
    await add(app, customer, frame.id, 3);
    await add(app, customer, banner.id, 3);

    const cart = await viewCart(app, customer);
    expect(cart.cart.map((line) => line.product?.name)).toEqual(['Frame A', 'Banner B']);
    expect(cart.cart[0]).toMatchObject({
      product_id: frame.id,
      product_qty: 3,
      line_total: 59.97,
      product: {
        id: frame.id,
        name: 'Frame A',
        slug: frame.slug,
        sku: frame.sku,
        image: null,
        originalPrice: 19.99,
        stock: 50,
      },
    });
    // 0.1 × 3 in floating point would be 0.30000000000000004.
    expect(cart.cart[1]!.line_total).toBe(0.3);
    expect(cart.subtotal).toBe(60.27);
  });

  it('shows only the signed-in customer’s own lines', async () => {
    const [alice, bob] = [await registerCustomer(app), await registerCustomer(app)];
    const frame = await product();
    await add(app, alice, frame.id, 2);
    expect((await viewCart(app, bob)).cart).toEqual([]);
    expect((await viewCart(app, alice)).cart).toHaveLength(1);
  });

  it('keeps a quantity above a stock that dropped later, showing the stock', async () => {
    const customer = await registerCustomer(app);
    const frame = await product({ stock: 8 });
    await add(app, customer, frame.id, 6);
    await setStock(app, staff, frame, 2);
    const [line] = (await viewCart(app, customer)).cart;
    expect(line).toMatchObject({ product_qty: 6, product: { stock: 2 } });
  });
});

describe('POST /api/add-to-cart', () => {
  it('adds a line and answers 201 with the published message and the line', async () => {
    const customer = await registerCustomer(app);
    const frame = await product({ price: '12.50' });
    const response = await addRequest(app, customer, { product_id: frame.id, product_qty: 2 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 201,
      message: CART_MESSAGES.added,
      cart_item: { product_id: frame.id, product_qty: 2, line_total: 25 },
    });
  });

  it('accepts the numbers as text, as clients posting form values send them', async () => {
    const customer = await registerCustomer(app);
    const frame = await product();
    const response = await addRequest(app, customer, {
      product_id: String(frame.id),
      product_qty: '4',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await viewCart(app, customer)).cart[0]!.product_qty).toBe(4);
  });

  it('merges into the existing line instead of adding a second one', async () => {
    const customer = await registerCustomer(app);
    const frame = await product();
    const first = await add(app, customer, frame.id, 2);
    const second = await add(app, customer, frame.id, 3);
    expect(second.id).toBe(first.id);
    expect(second.product_qty).toBe(5);
    const cart = await viewCart(app, customer);
    expect(cart.cart).toHaveLength(1);
    expect(cart.cart[0]!.product_qty).toBe(5);
  });

  it('allows exactly 10 of a product in stock, and no more', async () => {
    const customer = await registerCustomer(app);
    const frame = await product({ stock: 50 });
    await add(app, customer, frame.id, 10);
    const more = await addRequest(app, customer, { product_id: frame.id, product_qty: 1 });
    const body = expectRefused(more, 422);
    const message =
      'You can have at most 10 of this product in your cart. You already have 10 in your cart.';
    expect(body).toEqual({
      status: 422,
      code: 'INVALID_DATA',
      message,
      validation_errors: { product_qty: [message] },
    });
    expect((await viewCart(app, customer)).cart[0]!.product_qty).toBe(10);
  });

  it('refuses a merge that would pass 10, leaving the line as it was', async () => {
    const customer = await registerCustomer(app);
    const frame = await product({ stock: 50 });
    await add(app, customer, frame.id, 7);
    const body = expectRefused(
      await addRequest(app, customer, { product_id: frame.id, product_qty: 4 }),
      422,
    );
    expect(body.validation_errors?.product_qty).toEqual([
      'You can have at most 10 of this product in your cart. You already have 7 in your cart.',
    ]);
    expect((await viewCart(app, customer)).cart[0]!.product_qty).toBe(7);
    expect((await add(app, customer, frame.id, 3)).product_qty).toBe(10);
  });

  it('never lets a line pass the stock', async () => {
    const customer = await registerCustomer(app);
    const frame = await product({ stock: 3 });
    const tooMany = expectRefused(
      await addRequest(app, customer, { product_id: frame.id, product_qty: 4 }),
      422,
    );
    expect(tooMany).toEqual({
      status: 422,
      code: 'INVALID_DATA',
      message: 'Only 3 left in stock.',
      validation_errors: { product_qty: ['Only 3 left in stock.'] },
    });
    expect((await viewCart(app, customer)).cart).toEqual([]);

    await add(app, customer, frame.id, 3);
    const merged = expectRefused(
      await addRequest(app, customer, { product_id: frame.id, product_qty: 1 }),
      422,
    );
    expect(merged.message).toBe('Only 3 left in stock. You already have 3 in your cart.');
  });

  it('says when a product is out of stock', async () => {
    const customer = await registerCustomer(app);
    const frame = await product({ stock: 0 });
    const body = expectRefused(
      await addRequest(app, customer, { product_id: frame.id, product_qty: 1 }),
      422,
    );
    expect(body.validation_errors).toEqual({ product_qty: ['This product is out of stock.'] });
  });

  it('refuses a product that does not exist (or no longer does) on product_id', async () => {
    const customer = await registerCustomer(app);
    const gone = await product();
    await deleteProduct(app, staff, gone.id);
    for (const productId of [gone.id, 2_147_483_647, 2_147_483_648, 9_007_199_254_740_991]) {
      const body = expectRefused(
        await addRequest(app, customer, { product_id: productId, product_qty: 1 }),
        422,
      );
      expect(body.validation_errors, String(productId)).toEqual({
        product_id: ['This product does not exist.'],
      });
    }
  });

  it.each([
    ['a quantity of 0', { product_qty: 0 }, 'product_qty'],
    ['a negative quantity', { product_qty: -1 }, 'product_qty'],
    ['11 at once', { product_qty: 11 }, 'product_qty'],
    ['a fraction', { product_qty: 2.5 }, 'product_qty'],
    ['a fraction as text', { product_qty: '2.5' }, 'product_qty'],
    ['text', { product_qty: 'abc' }, 'product_qty'],
    ['null', { product_qty: null }, 'product_qty'],
    ['an empty text', { product_qty: '' }, 'product_qty'],
    ['a boolean', { product_qty: true }, 'product_qty'],
    ['no quantity', { product_qty: undefined }, 'product_qty'],
    ['no product', { product_id: undefined }, 'product_id'],
    ['a product id as text', { product_id: 'abc' }, 'product_id'],
    ['a product id of 0', { product_id: 0 }, 'product_id'],
    ['a negative product id', { product_id: -3 }, 'product_id'],
    ['a fractional product id', { product_id: 1.5 }, 'product_id'],
    ['an unknown field', { price: 0.01 }, 'price'],
  ])('refuses %s with 422 on the field', async (_name, change, field) => {
    const customer = await registerCustomer(app);
    const frame = await product();
    const body = expectRefused(
      await addRequest(app, customer, { product_id: frame.id, product_qty: 1, ...change }),
      422,
    );
    expect(Object.keys(body.validation_errors ?? {})).toEqual([field]);
    expect(body.validation_errors![field]![0]).toEqual(expect.any(String));
    expect((await viewCart(app, customer)).cart).toEqual([]);
  });

  it('refuses a body that is not an object, or not JSON, with a 4xx', async () => {
    const customer = await registerCustomer(app);
    for (const payload of ['[]', '"x"', '{"product_id":', '']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/add-to-cart',
        headers: { ...bearer(customer.token), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
  });
});

describe('DELETE /api/delete-cartitem/:cartItemId', () => {
  it('removes the line (200) and then answers 404', async () => {
    const customer = await registerCustomer(app);
    const frame = await product();
    const keep = await product();
    const line = await add(app, customer, frame.id, 2);
    await add(app, customer, keep.id, 1);

    const removed = await removeRequest(app, customer, line.id);
    expect(removed.statusCode).toBe(200);
    expect(MessageResponseSchema.parse(removed.json())).toEqual({
      status: 200,
      message: 'Cart item removed.',
    });
    expect((await viewCart(app, customer)).cart.map((l) => l.product_id)).toEqual([keep.id]);

    expect(expectRefused(await removeRequest(app, customer, line.id), 404).message).toBe(
      'Cart item not found.',
    );
  });

  it.each(['abc', '0', '-1', '1.5'])('refuses the id %s with 422', async (id) => {
    const customer = await registerCustomer(app);
    const body = expectRefused(await removeRequest(app, customer, id), 422);
    expect(Object.keys(body.validation_errors ?? {})).toEqual(['cartItemId']);
  });

  it('answers 422 for a number beyond a database integer, which cannot be an id', async () => {
    const customer = await registerCustomer(app);
    for (const id of ['2147483648', '99999999999999999999']) {
      const body = expectRefused(await removeRequest(app, customer, id), 422);
      expect(body.validation_errors, id).toEqual({
        cartItemId: [ID_MESSAGE],
      });
    }
  });
});

describe('another customer’s line', () => {
  it('is not found (404, never 403) and stays as it was', async () => {
    const [owner, intruder] = [await registerCustomer(app), await registerCustomer(app)];
    const frame = await product();
    const line = await add(app, owner, frame.id, 2);

    for (const response of [
      await changeRequest(app, intruder, line.id, 'inc'),
      await changeRequest(app, intruder, line.id, 'dec'),
      await removeRequest(app, intruder, line.id),
    ]) {
      expect(expectRefused(response, 404).message).toBe('Cart item not found.');
    }
    expect((await viewCart(app, owner)).cart[0]!.product_qty).toBe(2);
  });
});

describe('anonymous callers', () => {
  it('read an empty cart, cannot write without the XSRF check, never reach a customer’s lines', async () => {
    const owner = await registerCustomer(app);
    const frame = await product();
    const line = await add(app, owner, frame.id, 1);
    const read = await app.inject({ method: 'GET', url: '/api/cart' });
    expect(read.statusCode, read.body).toBe(200);
    expect(CartResponseSchema.parse(read.json())).toEqual({ status: 200, cart: [], subtotal: 0 });
    // Reading writes nothing: no cookie, so no guest cart was made.
    expect(read.cookies).toEqual([]);
    const refused = [
      await addRequest(app, undefined, { product_id: frame.id, product_qty: 1 }),
      // A client that keeps its own token sends an empty bearer token when signed out.
      await app.inject({
        method: 'POST',
        url: '/api/add-to-cart',
        headers: { authorization: 'Bearer ' },
        payload: { product_id: frame.id, product_qty: 1 },
      }),
      await changeRequest(app, undefined, line.id, 'inc'),
      await removeRequest(app, undefined, line.id),
    ];
    for (const response of refused) expectRefused(response, 403);
    expectRefused(
      await app.inject({ method: 'GET', url: '/api/cart', headers: bearer('not-a-token') }),
      401,
    );
    expect((await viewCart(app, owner)).cart[0]!.product_qty).toBe(1);
  });
});

describe('the web app’s cookie session', () => {
  it('reads the cart with the cookie, and writes need the XSRF header', async () => {
    const customer = await registerCustomer(app);
    const frame = await product();
    const read = await app.inject({
      method: 'GET',
      url: '/api/cart',
      cookies: sessionCookieOnly(customer),
    });
    expect(CartResponseSchema.parse(read.json()).cart).toEqual([]);

    const payload = { product_id: frame.id, product_qty: 1 };
    const forged = await app.inject({
      method: 'POST',
      url: '/api/add-to-cart',
      cookies: { [AUTH_COOKIE]: customer.cookies[AUTH_COOKIE]! },
      payload,
    });
    expectRefused(forged, 403);

    const sent = await app.inject({
      method: 'POST',
      url: '/api/add-to-cart',
      cookies: customer.cookies,
      headers: { [XSRF_HEADER]: customer.cookies[XSRF_COOKIE]! },
      payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });
});

describe('a line whose product sold out', () => {
  it('keeps its product and price, is marked unavailable and left out of the totals', async () => {
    const customer = await registerCustomer(app);
    const frame = await product({ price: '40.00', stock: 3 });
    const kept = await product({ price: '12.50' });
    await add(app, customer, frame.id, 2);
    await add(app, customer, kept.id, 1);
    await setStock(app, staff, frame, 0);

    const cart = await viewCart(app, customer);
    expect(cart.cart[0]).toMatchObject({
      product: { id: frame.id, originalPrice: 40, stock: 0 },
      available: false,
      line_total: 0,
    });
    expect(cart.subtotal).toBe(12.5);

    await setStock(app, staff, frame, 5);
    const restocked = await viewCart(app, customer);
    expect(restocked.cart[0]).toMatchObject({ available: true, line_total: 80 });
    expect(restocked.subtotal).toBe(92.5);
  });
});

describe('a line whose product was deleted', () => {
  it('still answers, unavailable, with product null, line total 0, left out of the subtotal', async () => {
    const customer = await registerCustomer(app);
    const gone = await product({ price: '99.00' });
    const kept = await product({ price: '5.25' });
    const goneLine = await add(app, customer, gone.id, 2);
    await add(app, customer, kept.id, 2);
    await deleteProduct(app, staff, gone.id);

    const cart = await viewCart(app, customer);
    expect(cart.cart).toHaveLength(2);
    expect(cart.cart[0]).toEqual({
      id: goneLine.id,
      product_id: null,
      product_qty: 2,
      product: null,
      available: false,
      line_total: 0,
      reorder_artwork: null,
    });
    expect(cart.cart[1]).toMatchObject({ available: true, line_total: 10.5 });
    expect(cart.subtotal).toBe(10.5);
  });

  it('cannot be raised, can be lowered and removed', async () => {
    const customer = await registerCustomer(app);
    const gone = await product();
    const line = await add(app, customer, gone.id, 2);
    await deleteProduct(app, staff, gone.id);

    const inc = expectRefused(await changeRequest(app, customer, line.id, 'inc'), 422);
    expect(inc.message).toBe(CART_MESSAGES.productMissing);
    expect(inc.validation_errors).toEqual({ product_id: [CART_MESSAGES.productMissing] });

    const dec = await changeRequest(app, customer, line.id, 'dec');
    expect(dec.json()).toEqual({ status: 200, message: 'Quantity updated.', product_qty: 1 });
    expect((await removeRequest(app, customer, line.id)).statusCode).toBe(200);
    expect((await viewCart(app, customer)).cart).toEqual([]);
  });

  it('does not stop the same customer from adding other products', async () => {
    const customer = await registerCustomer(app);
    const [first, second] = [await product(), await product()];
    await add(app, customer, first.id, 1);
    await add(app, customer, second.id, 1);
    await deleteProduct(app, staff, first.id);
    await deleteProduct(app, staff, second.id);
    // Two lines now have no product: the unique (user, product) index must still allow that.
    const third = await product();
    await add(app, customer, third.id, 1);
    expect((await viewCart(app, customer)).cart.map((line) => line.product_id)).toEqual([
      null,
      null,
      third.id,
    ]);
  });
});

describe('concurrent adds', () => {
  it('of the same product make one line and never pass the bound of 10', async () => {
    const customer = await registerCustomer(app);
    const frame = await product({ stock: 100 });
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        addRequest(app, customer, { product_id: frame.id, product_qty: 3 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 422, 422, 422]);
    const cart = await viewCart(app, customer);
    expect(cart.cart).toHaveLength(1);
    expect(cart.cart[0]!.product_qty).toBe(9);
  });

  it('of the first units of a product make one line within the stock', async () => {
    const customer = await registerCustomer(app);
    const frame = await product({ stock: 4 });
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        addRequest(app, customer, { product_id: frame.id, product_qty: 2 }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(expectRefused(response, 422).message).toMatch(/^Only 4 left in stock\./);
    }
    const cart = await viewCart(app, customer);
    expect(cart.cart).toHaveLength(1);
    expect(cart.cart[0]!.product_qty).toBe(4);
  });
});
