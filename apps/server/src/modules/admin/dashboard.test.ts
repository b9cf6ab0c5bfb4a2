import {
  addDays,
  centsToDollars,
  DashboardResponseSchema,
  DASHBOARD_DEFAULT_DAYS,
  LOW_STOCK_THRESHOLD,
  toIsoDate,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { orders, users } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { placeOrderThrough } from '../../test/orders';
import { createCategory, createProduct, expectRefused } from '../../test/cart';

/** GET /api/admin/dashboard: figures checked against sums made here from the orders placed. */

let app: App;
let staff: SignedIn;

/** The orders placed, with the day and status each is moved to. */
const placed: {
  id: number;
  totalCents: number;
  day: string;
  status: 'paid' | 'cancelled' | 'refunded' | 'shipped';
  /** Given back in part while the order stands. */
  refundedCents: number;
}[] = [];
const PLAN = [
  { day: '2026-03-02', status: 'paid' },
  { day: '2026-03-02', status: 'shipped' },
  { day: '2026-03-04', status: 'cancelled' },
  { day: '2026-03-05', status: 'refunded' },
  { day: '2026-03-07', status: 'paid', refund: '10.00' },
  // Outside the period asked for below.
  { day: '2026-02-28', status: 'paid' },
  { day: '2026-03-09', status: 'paid' },
] as const;
const FROM = '2026-03-01';
const TO = '2026-03-08';

async function dashboard(query = '') {
  return app.inject({
    method: 'GET',
    url: `/api/admin/dashboard${query}`,
    headers: bearer(staff.token),
  });
}

async function figures(query = '') {
  const response = await dashboard(query);
  expect(response.statusCode, response.body).toBe(200);
  return DashboardResponseSchema.parse(response.json());
}

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  const categoryId = await createCategory(app, staff);
  const frame = await createProduct(app, staff, categoryId, { stock: 80, price: '99.50' });
  for (const [i, plan] of PLAN.entries()) {
    const customer = await registerCustomer(app);
    const { id } = await placeOrderThrough(app, {
      customer,
      staff,
      productId: frame.id,
      qty: i + 1,
      shipped: false,
    });
    // Noon on the planned day; the customer registered that morning.
    await app.db
      .update(orders)
      .set({ createdAt: new Date(`${plan.day}T12:00:00Z`), status: plan.status })
      .where(eq(orders.id, id));
    await app.db
      .update(users)
      .set({ createdAt: new Date(`${plan.day}T08:00:00Z`) })
      .where(eq(users.email, customer.email));
    const refund = 'refund' in plan ? plan.refund : undefined;
    if (refund) {
      const refunded = await app.inject({
        method: 'POST',
        url: `/api/orders/${id}/refund`,
        headers: bearer(staff.token),
        payload: { amount: refund },
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
    }
    const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
    const refundedCents = refund ? Math.round(Number(refund) * 100) : 0;
    placed.push({
      id,
      totalCents: row!.totalCents,
      day: plan.day,
      status: plan.status,
      refundedCents,
    });
  }
});
afterAll(() => app.close());

const netCents = (order: (typeof placed)[number]) => order.totalCents - order.refundedCents;

describe('GET /api/admin/dashboard', () => {
  it('counts orders and customers of the period and sums the sales that stand, net of refunds', async () => {
    const inPeriod = placed.filter((order) => order.day >= FROM && order.day <= TO);
    const selling = inPeriod.filter((order) => !['cancelled', 'refunded'].includes(order.status));
    const result = await figures(`?from=${FROM}&to=${TO}`);
    expect(result).toMatchObject({ status: 200, from: FROM, to: TO, currency: 'USD' });
    expect(result.new_orders).toBe(inPeriod.length);
    expect(result.new_customers).toBe(inPeriod.length);
    expect(result.total_sales).toBe(
      centsToDollars(selling.reduce((sum, order) => sum + netCents(order), 0)),
    );
  });

  it('gives every day of the period, days without sales at zero', async () => {
    const result = await figures(`?from=${FROM}&to=${TO}`);
    expect(result.sales_by_day.map((day) => day.date)).toEqual(
      Array.from({ length: 8 }, (_, i) => addDays(FROM, i)),
    );
    for (const day of result.sales_by_day) {
      const selling = placed.filter(
        (order) => order.day === day.date && !['cancelled', 'refunded'].includes(order.status),
      );
      expect(day).toEqual({
        date: day.date,
        orders: selling.length,
        sales: centsToDollars(selling.reduce((sum, order) => sum + netCents(order), 0)),
      });
    }
    expect(result.sales_by_day.find((day) => day.date === '2026-03-03')).toEqual({
      date: '2026-03-03',
      orders: 0,
      sales: 0,
    });
  });

  it('lists the latest orders with their real status, newest first', async () => {
    const result = await figures(`?from=${FROM}&to=${TO}`);
    const newest = [...placed].sort((a, b) =>
      a.day === b.day ? b.id - a.id : a.day < b.day ? 1 : -1,
    );
    expect(result.recent_orders.map((order) => [order.id, order.status])).toEqual(
      newest.map((order) => [order.id, order.status]),
    );
    expect(result.recent_orders[0]!.total).toBe(centsToDollars(newest[0]!.totalCents));
  });

  it('lists products at or under the low-stock threshold, lowest first', async () => {
    const categoryId = await createCategory(app, staff);
    const low = await createProduct(app, staff, categoryId, { stock: LOW_STOCK_THRESHOLD });
    const out = await createProduct(app, staff, categoryId, { stock: 0 });
    const plenty = await createProduct(app, staff, categoryId, { stock: LOW_STOCK_THRESHOLD + 1 });
    const result = await figures();
    const ids = result.low_stock.map((product) => product.id);
    expect(ids.indexOf(out.id)).toBeLessThan(ids.indexOf(low.id));
    expect(ids).not.toContain(plenty.id);
    expect(result.low_stock.every((product) => product.stock <= LOW_STOCK_THRESHOLD)).toBe(true);
  });

  it('shows the last 30 days, today included, when no period is asked for', async () => {
    const today = toIsoDate(new Date());
    const result = await figures();
    expect(result.to).toBe(today);
    expect(result.from).toBe(addDays(today, 1 - DASHBOARD_DEFAULT_DAYS));
    expect(result.sales_by_day).toHaveLength(DASHBOARD_DEFAULT_DAYS);
  });

  it.each([
    ['?from=2026-02-30', 'from'],
    ['?from=yesterday', 'from'],
    ['?from=2026-03-08&to=2026-03-01', 'from'],
    ['?from=2024-01-01&to=2025-12-31', 'to'],
  ])('refuses the period %s with 422', async (query, field) => {
    const body = expectRefused(await dashboard(query), 422);
    expect(Object.keys(body.validation_errors ?? {})).toContain(field);
  });

  it('is for staff only', async () => {
    const customer = await registerCustomer(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(customer.token),
    });
    expectRefused(response, 403);
    expectRefused(await app.inject({ method: 'GET', url: '/api/admin/dashboard' }), 401);
  });
});
