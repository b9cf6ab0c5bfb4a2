import { OrdersWaitingResponseSchema, TopBarSearchResponseSchema } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, createCategory, createProduct, expectRefused } from '../../test/cart';
import { BILLING, BILLING_REGION } from '../../test/checkout';

/** The back-office top bar: its search over orders, products and customers, and the bell. */

let app: App;
let staff: SignedIn;
let productId: number;

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  const categoryId = await createCategory(app, staff);
  productId = (
    await createProduct(app, staff, categoryId, {
      name: 'Quasar Lightbox 85x200',
      stock: 100,
      price: '120.00',
    })
  ).id;
});
afterAll(() => app.close());

const asStaff = (url: string, who = staff) =>
  app.inject({ method: 'GET', url, headers: bearer(who.token) });

/** The customer buys one of the product with the test provider; answers the order. */
async function buy(customer: SignedIn, billing: Partial<typeof BILLING> = {}) {
  await add(app, customer, productId, 1);
  const payment = await app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: bearer(customer.token),
    payload: { rush: false, ...BILLING_REGION },
    remoteAddress: customer.ip,
  });
  expect(payment.statusCode, payment.body).toBe(200);
  const placed = await app.inject({
    method: 'POST',
    url: '/api/place-order',
    headers: bearer(customer.token),
    payload: {
      ...BILLING,
      ...billing,
      terms: true,
      payment_order_id: (payment.json() as { order_id: string }).order_id,
    },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json() as { order_id: number; tracking_no: string };
}

async function search(q: string) {
  const response = await asStaff(`/api/admin/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return TopBarSearchResponseSchema.parse(response.json());
}

async function waiting() {
  const response = await asStaff('/api/admin/orders-waiting');
  expect(response.statusCode, response.body).toBe(200);
  return OrdersWaitingResponseSchema.parse(response.json()).count;
}

describe('GET /api/admin/search', () => {
  it('finds an order by number, e-mail and name, a product by name or SKU, a customer by name or e-mail', async () => {
    const customer = await registerCustomer(app, { firstname: 'Zelda', lastname: 'Okonkwo' });
    const order = await buy(customer, {
      firstname: 'Zelda',
      lastname: 'Okonkwo',
      email: customer.email,
    });

    const byNumber = await search(order.tracking_no.toLowerCase());
    expect(byNumber.orders).toEqual([
      {
        id: order.order_id,
        tracking_no: order.tracking_no,
        name: 'Zelda Okonkwo',
        email: customer.email,
        status: 'paid',
        on_account: false,
      },
    ]);
    expect((await search(customer.email)).orders.map((found) => found.id)).toEqual([
      order.order_id,
    ]);
    const byName = await search('okonkwo');
    expect(byName.orders.map((found) => found.id)).toEqual([order.order_id]);
    expect(byName.customers).toEqual([
      expect.objectContaining({ name: 'Zelda Okonkwo', email: customer.email }),
    ]);
    expect((await search('zelda ok')).customers).toHaveLength(1);

    const byProduct = await search('quasar');
    expect(byProduct.products).toEqual([
      expect.objectContaining({ id: productId, name: 'Quasar Lightbox 85x200' }),
    ]);
    expect(byProduct.orders).toEqual([]);
    expect(byProduct.customers).toEqual([]);
  });

  it('treats % and _ as what they are, finds nothing for nonsense, and wants 2 characters', async () => {
    expect(await search('%_')).toEqual({ status: 200, orders: [], products: [], customers: [] });
    expect(expectRefused(await asStaff('/api/admin/search?q=a'), 422).validation_errors).toEqual({
      q: ['Type at least 2 characters.'],
    });
  });

  it('is for staff only', async () => {
    const customer = await registerCustomer(app);
    expectRefused(await asStaff('/api/admin/search?q=quasar', customer), 403);
    expectRefused(await app.inject({ method: 'GET', url: '/api/admin/search?q=quasar' }), 401);
  });
});

describe('GET /api/admin/orders-waiting', () => {
  it('counts the paid orders not yet in production', async () => {
    const before = await waiting();
    const customer = await registerCustomer(app);
    const first = await buy(customer);
    await buy(customer);
    expect(await waiting()).toBe(before + 2);

    const moved = await app.inject({
      method: 'POST',
      url: `/api/orders/${first.order_id}/production`,
      headers: bearer(staff.token),
      payload: {},
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await waiting()).toBe(before + 1);

    expectRefused(await asStaff('/api/admin/orders-waiting', customer), 403);
  });
});
