import { ApiErrorSchema, CART_WRITE_LIMIT } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { registerCustomer, signInStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, addRequest, changeRequest, createCategory, createProduct } from '../../test/cart';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('cart writes', () => {
  it('are limited per customer, adds and quantity changes counted together', async () => {
    const staff = await signInStaff(app);
    const product = await createProduct(app, staff, await createCategory(app, staff));
    const customer = await registerCustomer(app);
    const line = await add(app, customer, product.id, 1);
    for (let i = 1; i < CART_WRITE_LIMIT.points; i++) {
      const response = await changeRequest(app, customer, line.id, i % 2 === 1 ? 'inc' : 'dec');
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await addRequest(app, customer, { product_id: product.id, product_qty: 1 });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(ApiErrorSchema.parse(refused.json()).message).toMatch(
      /^You are changing your cart very quickly\. Please try again in \d+ seconds?\.$/,
    );
    // Other customers' carts are not held back.
    const other = await registerCustomer(app);
    expect(
      (await addRequest(app, other, { product_id: product.id, product_qty: 1 })).statusCode,
    ).toBe(201);
  });
});
