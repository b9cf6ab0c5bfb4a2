import { WISHLIST_MESSAGES, WishlistResponseSchema } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import {
  add,
  createCategory,
  createProduct,
  deleteProduct,
  setStock,
  viewCart,
} from '../../test/cart';

describe('wish list /api/account/wishlist', () => {
  let app: App;
  let staff: SignedIn;
  let categoryId: number;
  beforeAll(async () => {
    app = await buildTestApp();
    staff = await signInStaff(app);
    categoryId = await createCategory(app, staff);
  });
  afterAll(() => app.close());

  const wishlist = async (account: SignedIn) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/account/wishlist',
      headers: bearer(account.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return WishlistResponseSchema.parse(response.json()).items;
  };
  const wish = (account: SignedIn, productId: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/account/wishlist',
      headers: bearer(account.token),
      payload: { product_id: productId },
    });
  const unwish = (account: SignedIn, productId: number) =>
    app.inject({
      method: 'DELETE',
      url: `/api/account/wishlist/${productId}`,
      headers: bearer(account.token),
    });
  const move = (account: SignedIn, productId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/account/wishlist/${productId}/move-to-cart`,
      headers: bearer(account.token),
    });

  it('refuses anonymous callers with 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/wishlist'],
      ['POST', '/api/account/wishlist'],
      ['DELETE', '/api/account/wishlist/1'],
      ['POST', '/api/account/wishlist/1/move-to-cart'],
    ] as const) {
      const response = await app.inject({ method, url, payload: { product_id: 1 } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('adds (twice is once), lists with name, price, stock and slug, and removes', async () => {
    const customer = await registerCustomer(app);
    const frame = await createProduct(app, staff, categoryId, { price: '129.50', stock: 7 });
    const banner = await createProduct(app, staff, categoryId);
    for (const id of [frame.id, frame.id, banner.id]) {
      const response = await wish(customer, id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ status: 200, message: WISHLIST_MESSAGES.added });
    }
    const items = await wishlist(customer);
    expect(items.map((item) => item.product_id)).toEqual([banner.id, frame.id]);
    expect(items[1]).toMatchObject({
      name: frame.name,
      slug: frame.slug,
      price: 129.5,
      stock: 7,
    });

    expect((await unwish(customer, frame.id)).statusCode).toBe(200);
    expect((await wishlist(customer)).map((item) => item.product_id)).toEqual([banner.id]);
    expect((await unwish(customer, frame.id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown product and 422 for a malformed one', async () => {
    const customer = await registerCustomer(app);
    expect((await wish(customer, 99_999_999)).statusCode).toBe(404);
    expect((await wish(customer, 'frame')).statusCode).toBe(422);
    expect(await wishlist(customer)).toEqual([]);
  });

  it('drops deleted products from the list', async () => {
    const customer = await registerCustomer(app);
    const product = await createProduct(app, staff, categoryId);
    await wish(customer, product.id);
    await deleteProduct(app, staff, product.id);
    expect(await wishlist(customer)).toEqual([]);
  });

  it("keeps each customer's list to themselves: another's entry answers 404", async () => {
    const owner = await registerCustomer(app);
    const other = await registerCustomer(app);
    const product = await createProduct(app, staff, categoryId);
    await wish(owner, product.id);
    expect(await wishlist(other)).toEqual([]);
    expect((await unwish(other, product.id)).statusCode).toBe(404);
    expect((await move(other, product.id)).statusCode).toBe(404);
    expect((await viewCart(app, other)).cart).toEqual([]);
    expect((await wishlist(owner)).map((item) => item.product_id)).toEqual([product.id]);
  });

  it('moves one to the cart and off the list, within the stock and the cart limit', async () => {
    const customer = await registerCustomer(app);
    const product = await createProduct(app, staff, categoryId, { stock: 3 });
    await wish(customer, product.id);
    await add(app, customer, product.id, 2);

    const moved = await move(customer, product.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await viewCart(app, customer)).cart.map((line) => line.product_qty)).toEqual([3]);
    expect(await wishlist(customer)).toEqual([]);

    // Stock used up by the cart: the cart's own message, and the item stays on the list.
    await wish(customer, product.id);
    const full = await move(customer, product.id);
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({
      validation_errors: {
        product_qty: ['Only 3 left in stock. You already have 3 in your cart.'],
      },
    });
    expect((await wishlist(customer)).map((item) => item.product_id)).toEqual([product.id]);

    await setStock(app, staff, product, 0);
    const soldOut = await registerCustomer(app);
    await wish(soldOut, product.id);
    expect((await move(soldOut, product.id)).statusCode).toBe(422);
    expect((await viewCart(app, soldOut)).cart).toEqual([]);
  });
});
