import { AdminOrdersResponseSchema, ADMIN_ORDERS_PER_PAGE } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { BILLING } from '../../test/checkout';
import { add, createCategory, createProduct, expectRefused } from '../../test/cart';
import { openPayment, orderDetail, placeOrderRequest } from './orders.fixtures';
import { ORDER_NOT_FOUND } from './orders.service';

/** The back-office's orders: GET /api/orders and /api/orders/:orderId. */

let app: App;
let staff: SignedIn;
let customer: SignedIn;
/** Tracking numbers in the order they were placed. */
const placed: { id: number; tracking_no: string }[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  const categoryId = await createCategory(app, staff);
  const frame = await createProduct(app, staff, categoryId, { stock: 50, price: '120.00' });
  customer = await registerCustomer(app);
  for (let i = 0; i < 5; i++) {
    await add(app, customer, frame.id, i + 1);
    const payment = await openPayment(app, customer);
    const response = await placeOrderRequest(app, customer, payment.order_id, {
      firstname: `Buyer${i}`,
      email: `buyer${i}@example.com`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order_id: id, tracking_no } = response.json();
    placed.push({ id, tracking_no });
  }
});
afterAll(() => app.close());

async function listOrders(query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/orders${query}`,
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return AdminOrdersResponseSchema.parse(response.json());
}

describe('GET /api/orders', () => {
  it('lists orders newest first with the published fields', async () => {
    const list = await listOrders();
    expect(list).toMatchObject({ status: 200, total: 5, page: 1, per_page: ADMIN_ORDERS_PER_PAGE });
    expect(list.orders.map((order) => order.tracking_no)).toEqual(
      placed.map((order) => order.tracking_no).reverse(),
    );
    expect(list.orders[0]).toEqual({
      id: placed[4]!.id,
      tracking_no: placed[4]!.tracking_no,
      phone: BILLING.phone,
      email: 'buyer4@example.com',
      payement_method: 'Demo',
      name: 'Buyer4 Lovelace',
      status: 'paid',
      total: 600,
      currency: 'USD',
      created_at: expect.any(String),
      artwork: 'none',
    });
  });

  it('answers a page at a time', async () => {
    const first = await listOrders('?per_page=2');
    const second = await listOrders('?per_page=2&page=2');
    const third = await listOrders('?per_page=2&page=3');
    const beyond = await listOrders('?per_page=2&page=4');
    expect(first.total).toBe(5);
    expect(
      [first, second, third].flatMap((page) => page.orders.map((order) => order.tracking_no)),
    ).toEqual(placed.map((order) => order.tracking_no).reverse());
    expect(second).toMatchObject({ page: 2, per_page: 2 });
    expect(beyond.orders).toEqual([]);
  });

  it('refuses a page size it does not allow', async () => {
    for (const query of ['?per_page=0', '?per_page=101', '?page=0', '?page=x']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/orders${query}`,
        headers: bearer(staff.token),
      });
      expectRefused(response, 422);
    }
  });

  it('is for staff only', async () => {
    expectRefused(await app.inject({ method: 'GET', url: '/api/orders' }), 401);
    const asCustomer = await app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: bearer(customer.token),
    });
    expectRefused(asCustomer, 403);
  });
});

describe('GET /api/orders/:orderId', () => {
  it('shows the lines, totals, address, notes and payment of an order', async () => {
    const order = await orderDetail(app, staff, placed[1]!.id);
    expect(order).toMatchObject({
      tracking_no: placed[1]!.tracking_no,
      subtotal: 240,
      // Shipped to Georgia by Ground.
      total: 249.95,
      ordernotes: BILLING.ordernotes,
      billing: {
        streetaddress: BILLING.streetaddress,
        zip: BILLING.zip,
        email: 'buyer1@example.com',
      },
      lines: [{ quantity: 2, unit_price: 120, line_total: 240 }],
      payment: { provider: 'demo', status: 'captured' },
    });
    expect(order.payment.order_id).toMatch(/^DEMO-/);
  });

  it('answers 404 for an unknown order and 422 for a malformed id', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/orders/999999',
      headers: bearer(staff.token),
    });
    expect(expectRefused(unknown, 404).message).toBe(ORDER_NOT_FOUND);
    for (const id of ['abc', '0', '1.5', '-3', '2147483648', '99999999999999999999']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/orders/${id}`,
        headers: bearer(staff.token),
      });
      expect(Object.keys(expectRefused(response, 422).validation_errors ?? {})).toEqual([
        'orderId',
      ]);
    }
  });

  it('is for staff only', async () => {
    const url = `/api/orders/${placed[0]!.id}`;
    expectRefused(await app.inject({ method: 'GET', url }), 401);
    expectRefused(await app.inject({ method: 'GET', url, headers: bearer(customer.token) }), 403);
  });
});
