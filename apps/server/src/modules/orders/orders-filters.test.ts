import { AdminOrdersResponseSchema } from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { orders } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { createCategory, createProduct, expectRefused } from '../../test/cart';
import { move, placeOrder } from './order-lifecycle.fixtures';

/** The admin list's filters and search, and the CSV export of the same selection. */

let app: App;
let staff: SignedIn;
let customer: SignedIn;
const placed: Record<
  'early' | 'shipped' | 'hostile' | 'plain',
  { id: number; tracking_no: string }
> = {} as never;

async function placedOn(day: string, overrides: Record<string, unknown>, productId: number) {
  const order = await placeOrder(app, customer, productId, { overrides });
  await app.db
    .update(orders)
    .set({ createdAt: new Date(`${day}T12:00:00Z`) })
    .where(eq(orders.id, order.id));
  return order;
}

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  customer = await registerCustomer(app);
  const categoryId = await createCategory(app, staff);
  const { id } = await createProduct(app, staff, categoryId, { stock: 100, price: '50.00' });
  placed.early = await placedOn(
    '2026-01-10',
    { firstname: 'Grace', lastname: 'Hopper', email: 'grace@navy.example' },
    id,
  );
  placed.shipped = await placedOn(
    '2026-02-15',
    { firstname: 'Alan', lastname: 'Turing', email: 'alan@bletchley.example' },
    id,
  );
  placed.hostile = await placedOn(
    '2026-03-20',
    {
      firstname: '=HYPERLINK("http://evil.example","Click")',
      lastname: 'Mallory',
      email: 'mallory@evil.example',
    },
    id,
  );
  placed.plain = await placedOn(
    '2026-03-21',
    { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' },
    id,
  );
  await move(app, staff, placed.shipped.id, 'in_production');
  await move(app, staff, placed.shipped.id, 'shipped', {
    carrier: 'DHL',
    tracking_number: 'JD0146',
  });
});
afterAll(() => app.close());

async function list(query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/orders?${query}`,
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return AdminOrdersResponseSchema.parse(response.json());
}

const numbers = async (query: string) =>
  (await list(query)).orders.map((order) => order.tracking_no);

describe('GET /api/orders filters', () => {
  it('filters by status', async () => {
    expect(await numbers('status=shipped')).toEqual([placed.shipped.tracking_no]);
    expect((await list('status=paid')).total).toBe(3);
  });

  it('filters by the days placed, both ends included, newest first', async () => {
    expect(await numbers('from=2026-02-15&to=2026-03-20')).toEqual([
      placed.hostile.tracking_no,
      placed.shipped.tracking_no,
    ]);
    expect(await numbers('to=2026-01-10')).toEqual([placed.early.tracking_no]);
    expect(await numbers('from=2026-03-21')).toEqual([placed.plain.tracking_no]);
  });

  it('searches order number, e-mail and name, ignoring case', async () => {
    expect(await numbers(`q=${placed.early.tracking_no.toLowerCase()}`)).toEqual([
      placed.early.tracking_no,
    ]);
    expect(await numbers('q=BLETCHLEY')).toEqual([placed.shipped.tracking_no]);
    expect(await numbers('q=ada%20love')).toEqual([placed.plain.tracking_no]);
    expect(await numbers('q=%25')).toEqual([]);
  });

  it('combines filters and still pages', async () => {
    const page = await list('status=paid&from=2026-03-01&per_page=1&page=2');
    expect(page.total).toBe(2);
    expect(page.orders.map((order) => order.tracking_no)).toEqual([placed.hostile.tracking_no]);
  });

  it('treats blank filters as none, and refuses bad ones with field messages', async () => {
    expect((await list('status=&from=&to=&q=')).total).toBe(4);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/orders?status=lost&from=yesterday',
      headers: bearer(staff.token),
    });
    expect(Object.keys(expectRefused(bad, 422).validation_errors ?? {}).sort()).toEqual([
      'from',
      'status',
    ]);
    const reversed = await app.inject({
      method: 'GET',
      url: '/api/orders?from=2026-03-01&to=2026-02-01',
      headers: bearer(staff.token),
    });
    expect(expectRefused(reversed, 422).validation_errors).toHaveProperty('to');
  });
});

describe('GET /api/orders/export.csv', () => {
  async function exportCsv(query = '', token = staff.token) {
    return app.inject({
      method: 'GET',
      url: `/api/orders/export.csv?${query}`,
      headers: bearer(token),
    });
  }

  it('downloads the filtered orders as UTF-8 CSV with formulas neutralised', async () => {
    const response = await exportCsv('from=2026-02-01');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-[\d-]+\.csv"$/,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Order number,Date,Status,Customer name,Email,Phone,Country,Subtotal,Rush fee,Total,Payment method,Carrier,Tracking number',
    );
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([
      placed.plain.tracking_no,
      placed.hostile.tracking_no,
      placed.shipped.tracking_no,
    ]);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"") Mallory"`);
    expect(lines[2]).toContain(",'+1 404-555-0134,US,50.00,0.00,59.95,Demo,,");
    expect(lines[3]).toMatch(/,Shipped,Alan Turing,alan@bletchley\.example,.*,DHL,JD0146$/);
    expect(lines.at(-1)).toBe('');
  });

  it('answers the same filters as the list', async () => {
    const response = await exportCsv('q=grace');
    const rows = response.body.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(placed.early.tracking_no);
  });

  it('is for staff only', async () => {
    expect((await exportCsv('', customer.token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/orders/export.csv' })).statusCode).toBe(
      401,
    );
  });
});
