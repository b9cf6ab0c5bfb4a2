import { ApiErrorSchema, PRODUCT_SAVE_LIMIT } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, signInStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { createCategory } from '../../test/cart';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('product saves', () => {
  it('are limited per staff member, creations and updates counted together', async () => {
    const staff = await signInStaff(app);
    const categoryId = await createCategory(app, staff);
    const save = (method: 'POST' | 'PUT', url: string, sku: string, token = staff.token) =>
      app.inject({
        method,
        url,
        headers: bearer(token),
        payload: {
          name: `Frame ${sku}`,
          sku,
          stock: '5',
          category_id: String(categoryId),
          description: 'A frame.',
          originalPrice: '10.00',
        },
      });
    const created = await save('POST', '/api/store-product', 'LIMIT-0');
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { product: { id: number } }).product.id;
    for (let i = 1; i < PRODUCT_SAVE_LIMIT.points; i++) {
      const response = await save('PUT', `/api/update-product/${id}`, 'LIMIT-0');
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await save('POST', '/api/store-product', 'LIMIT-1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(ApiErrorSchema.parse(refused.json()).message).toMatch(
      /^Too many product saves in a short time\. Please try again in \d+ minutes?\.$/,
    );
    const colleague = await signInStaff(app);
    expect((await save('POST', '/api/store-product', 'LIMIT-2', colleague.token)).statusCode).toBe(
      200,
    );
  });
});
