import { AUDIT_PER_PAGE, AuditResponseSchema, type AuditEntry } from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { recordStaffAction } from '../../platform/audit';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import {
  createCategory,
  createProduct,
  deleteProduct,
  expectRefused,
  setStock,
} from '../../test/cart';

/** GET /api/admin/audit, and the catalogue's staff actions it records. */

let app: App;
let staff: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
});
afterAll(() => app.close());

async function audit(query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/audit${query}`,
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return AuditResponseSchema.parse(response.json());
}

const latest = async (area = 'catalogue'): Promise<AuditEntry> =>
  (await audit(`?area=${area}`)).entries[0]!;

describe('catalogue actions in the audit log', () => {
  it('records category create, update and delete with who did it', async () => {
    const id = await createCategory(app, staff);
    const created = await latest();
    expect(created).toMatchObject({
      actor_email: staff.email,
      area: 'catalogue',
      action: 'category.create',
    });
    expect(created.summary).toMatch(/^Created category "Cart Category/);

    const updated = await app.inject({
      method: 'PUT',
      url: `/api/update-category/${id}`,
      headers: bearer(staff.token),
      payload: { name: 'Renamed Frames', subCategories: [] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'category.update',
      summary: 'Updated category "Renamed Frames"',
    });

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/delete-category/${id}`,
      headers: bearer(staff.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'category.delete',
      summary: 'Deleted category "Renamed Frames"',
    });
  });

  it('records product create, update and delete', async () => {
    const categoryId = await createCategory(app, staff);
    const product = await createProduct(app, staff, categoryId, { name: 'Audit Frame' });
    expect(await latest()).toMatchObject({
      action: 'product.create',
      summary: `Created product "Audit Frame" (${product.sku})`,
    });
    await setStock(app, staff, product, 3);
    expect(await latest()).toMatchObject({ action: 'product.update' });
    await deleteProduct(app, staff, product.id);
    expect(await latest()).toMatchObject({
      action: 'product.delete',
      summary: `Deleted product "Audit Frame" (${product.sku})`,
    });
  });

  it('records nothing for a refused write', async () => {
    const before = (await audit()).total;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/store-category',
      headers: bearer(staff.token),
      payload: { name: '', subCategories: [] },
    });
    expectRefused(refused, 422);
    const missing = await app.inject({
      method: 'DELETE',
      url: '/api/delete-product/2000000000',
      headers: bearer(staff.token),
    });
    expectRefused(missing, 404);
    expect((await audit()).total).toBe(before);
  });
});

describe('GET /api/admin/audit', () => {
  it('pages newest first and filters by area', async () => {
    const [row] = await app.db.select().from(users).where(eq(users.email, staff.email));
    const actor = { id: row!.id, email: staff.email };
    for (let i = 0; i < AUDIT_PER_PAGE + 2; i++) {
      await recordStaffAction(app.db, actor, {
        area: 'orders',
        action: 'order.ship',
        summary: `Shipped order ${i}`,
      });
    }
    const orders = await audit('?area=orders');
    expect(orders.total).toBe(AUDIT_PER_PAGE + 2);
    expect(orders.entries).toHaveLength(AUDIT_PER_PAGE);
    expect(orders.entries[0]!.summary).toBe(`Shipped order ${AUDIT_PER_PAGE + 1}`);
    const second = await audit('?area=orders&page=2');
    expect(second.entries.map((entry) => entry.summary)).toEqual([
      'Shipped order 1',
      'Shipped order 0',
    ]);
    const [all, catalogue] = await Promise.all([audit(), audit('?area=catalogue')]);
    expect(all.total).toBe(orders.total + catalogue.total);
    expect(all.entries[0]!.area).toBe('orders');
  });

  it('refuses an unknown area and is for staff only', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?area=secrets',
      headers: bearer(staff.token),
    });
    expectRefused(response, 422);
    const customer = await registerCustomer(app);
    expectRefused(
      await app.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(customer.token) }),
      403,
    );
  });
});
