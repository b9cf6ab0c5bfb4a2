import {
  AccountInvoicesResponseSchema,
  AccountOrderResponseSchema,
  AccountOrdersResponseSchema,
  AccountPaymentsResponseSchema,
  ACCOUNT_ORDERS_PER_PAGE,
  CART_QTY_MAX,
  DEFAULT_SHOP_INFO,
  DEFAULT_SHOP_TIME_ZONE,
  formatInvoiceNumber,
  ReorderResponseSchema,
  zonedDateTime,
  type AdminProduct,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { orderStatusEvents, orders } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { BILLING } from '../../test/checkout';
import {
  add,
  createCategory,
  createProduct,
  deleteProduct,
  expectRefused,
  setStock,
  viewCart,
} from '../../test/cart';
import { openPayment, placeOrderRequest } from './orders.fixtures';
import { pdfText } from '../../test/pdf-text';
import { jobsIdle } from '../../test/jobs';

/** The customer's side of orders: /api/account/orders, invoices, payments, order again. */

let app: App;
let staff: SignedIn;
let ada: SignedIn;
let bob: SignedIn;
let frame: AdminProduct;
let banner: AdminProduct;
let spare: AdminProduct;
/** Ada's orders in the order she placed them. */
const placed: { id: number; tracking_no: string }[] = [];
let bobsOrder: { id: number; tracking_no: string };
/** The shop's year, which its invoices are numbered in. */
const year = Number(zonedDateTime(new Date(), DEFAULT_SHOP_TIME_ZONE).date.slice(0, 4));

async function placeOrder(account: SignedIn, rush = false) {
  const payment = await openPayment(app, account, rush);
  const response = await placeOrderRequest(app, account, payment.order_id, { rush });
  expect(response.statusCode, response.body).toBe(200);
  const { order_id: id, tracking_no } = response.json() as {
    order_id: number;
    tracking_no: string;
  };
  // The invoice is numbered just after the answer.
  await jobsIdle(app);
  return { id, tracking_no };
}

function get(url: string, account?: SignedIn) {
  return app.inject({ method: 'GET', url, headers: account ? bearer(account.token) : {} });
}

function reorder(orderId: number, account?: SignedIn) {
  return app.inject({
    method: 'POST',
    url: `/api/account/orders/${orderId}/reorder`,
    headers: account ? bearer(account.token) : {},
  });
}

async function invoice(orderId: number, account = ada) {
  const response = await get(`/api/account/orders/${orderId}/invoice.pdf`, account);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  const categoryId = await createCategory(app, staff);
  frame = await createProduct(app, staff, categoryId, { price: '120.00', name: 'Lumen Frame 85' });
  banner = await createProduct(app, staff, categoryId, { price: '45.50', name: 'Fabric Banner' });
  spare = await createProduct(app, staff, categoryId, { price: '9.99', name: 'Spare LED Strip' });
  ada = await registerCustomer(app);
  bob = await registerCustomer(app);

  await add(app, ada, frame.id, 2);
  await add(app, ada, banner.id, 1);
  placed.push(await placeOrder(ada));
  await add(app, ada, frame.id, 3);
  await add(app, ada, spare.id, 4);
  placed.push(await placeOrder(ada, true));
  await add(app, bob, banner.id, 1);
  bobsOrder = await placeOrder(bob);
});
afterAll(() => app.close());

describe('who may ask', () => {
  it('answers 401 to anonymous callers of every account endpoint', async () => {
    const [first] = placed;
    for (const url of [
      '/api/account/orders',
      `/api/account/orders/${first!.id}`,
      `/api/account/orders/${first!.id}/invoice.pdf`,
      '/api/account/invoices',
      '/api/account/payments',
      `/api/orders/${first!.id}/invoice.pdf`,
    ]) {
      expectRefused(await get(url), 401);
    }
    expectRefused(await reorder(first!.id), 401);
  });

  it("answers 404 for another customer's order, invoice and order again", async () => {
    const [first] = placed;
    expectRefused(await get(`/api/account/orders/${first!.id}`, bob), 404);
    expectRefused(await get(`/api/account/orders/${first!.id}/invoice.pdf`, bob), 404);
    expectRefused(await reorder(first!.id, bob), 404);
    expect((await viewCart(app, bob)).cart).toEqual([]);
    expectRefused(await get('/api/account/orders/999999', ada), 404);
    // Past a database integer, a number cannot be an order id at all.
    expectRefused(await get('/api/account/orders/2147483648', ada), 422);
  });

  it('lets staff fetch any invoice, and keeps customers off the staff download', async () => {
    const response = await get(`/api/orders/${placed[0]!.id}/invoice.pdf`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(response.rawPayload)).join('\n')).toContain(placed[0]!.tracking_no);
    expectRefused(await get(`/api/orders/${placed[0]!.id}/invoice.pdf`, ada), 403);
  });

  it('never lets an account answer be cached', async () => {
    for (const url of [
      '/api/account/orders',
      `/api/account/orders/${placed[0]!.id}`,
      `/api/account/orders/${placed[0]!.id}/invoice.pdf`,
      '/api/account/invoices',
      '/api/account/payments',
    ]) {
      expect((await get(url, ada)).headers['cache-control'], url).toBe('no-store');
    }
    expect((await get('/api/account/orders/999999', ada)).headers['cache-control']).toBe(
      'no-store',
    );
  });
});

describe('GET /api/account/orders', () => {
  it("lists only the customer's orders, newest first", async () => {
    const response = await get('/api/account/orders', ada);
    expect(response.statusCode).toBe(200);
    const list = AccountOrdersResponseSchema.parse(response.json());
    expect(list).toMatchObject({ total: 2, page: 1, per_page: ACCOUNT_ORDERS_PER_PAGE });
    expect(list.orders.map((order) => order.tracking_no)).toEqual(
      [...placed].reverse().map((order) => order.tracking_no),
    );
    expect(list.orders[1]).toEqual({
      id: placed[0]!.id,
      tracking_no: placed[0]!.tracking_no,
      status: 'paid',
      status_label: 'Paid',
      on_account: false,
      total: 295.45,
      currency: 'USD',
      created_at: expect.any(String),
    });
    const beyond = AccountOrdersResponseSchema.parse(
      (await get('/api/account/orders?page=2', ada)).json(),
    );
    expect(beyond.orders).toEqual([]);
    expectRefused(await get('/api/account/orders?page=0', ada), 422);
  });
});

describe('GET /api/account/orders/:orderId', () => {
  it('shows lines, totals, address, the placing in the history and the invoice', async () => {
    const response = await get(`/api/account/orders/${placed[1]!.id}`, ada);
    expect(response.statusCode, response.body).toBe(200);
    const { order } = AccountOrderResponseSchema.parse(response.json());
    expect(order.lines).toEqual([
      {
        product_id: frame.id,
        name: frame.name,
        sku: frame.sku,
        unit_price: 120,
        quantity: 3,
        line_total: 360,
      },
      {
        product_id: spare.id,
        name: spare.name,
        sku: spare.sku,
        unit_price: 9.99,
        quantity: 4,
        line_total: 39.96,
      },
    ]);
    // Shipped to Georgia by Ground: $9.95.
    expect(order).toMatchObject({ subtotal: 399.96, rush: true, rush_fee: 99.99, total: 509.9 });
    expect(order.billing).toMatchObject({ streetaddress: BILLING.streetaddress, zip: '30318' });
    expect(order.history).toEqual([
      expect.objectContaining({ from: null, to: 'paid', label: 'Paid', at: order.created_at }),
    ]);
    expect(order.shipment).toBeNull();
    expect(order.invoice?.number).toBe(formatInvoiceNumber(year, 2));
  });

  it('shows each status change and the shipment with its tracking number', async () => {
    const { id } = bobsOrder;
    await app.db.insert(orderStatusEvents).values([
      { orderId: id, fromStatus: 'paid', toStatus: 'in_production' },
      {
        orderId: id,
        fromStatus: 'in_production',
        toStatus: 'shipped',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      },
    ]);
    await app.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, id));
    const { order } = AccountOrderResponseSchema.parse(
      (await get(`/api/account/orders/${id}`, bob)).json(),
    );
    expect(order.status_label).toBe('Shipped');
    expect(order.history.map((entry) => [entry.from, entry.to])).toEqual([
      [null, 'paid'],
      ['paid', 'in_production'],
      ['in_production', 'shipped'],
    ]);
    expect(order.shipment).toMatchObject({ carrier: 'UPS', tracking_number: '1Z999AA10123456784' });
    expect(order.invoice?.number).toBe(formatInvoiceNumber(year, 3));
  });
});

describe('invoices', () => {
  it('numbers invoices in the order orders were paid, and keeps each number', async () => {
    const first = await invoice(placed[0]!.id);
    const second = await invoice(placed[1]!.id);
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${formatInvoiceNumber(year, 1)}.pdf"`,
    );
    expect(second.headers['content-disposition']).toContain(formatInvoiceNumber(year, 2));
    const again = await invoice(placed[0]!.id);
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
  });

  it('is a PDF with the seller, buyer, lines, rush fee, total and payment reference', async () => {
    const response = await invoice(placed[1]!.id);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe(`Invoice ${formatInvoiceNumber(year, 2)}`);
    const text = await pdfText(response.rawPayload);
    const payment = AccountPaymentsResponseSchema.parse(
      (await get('/api/account/payments', ada)).json(),
    ).payments.find((entry) => entry.order_id === placed[1]!.id)!;
    for (const expected of [
      DEFAULT_SHOP_INFO.name,
      DEFAULT_SHOP_INFO.address,
      DEFAULT_SHOP_INFO.email,
      DEFAULT_SHOP_INFO.phone,
      formatInvoiceNumber(year, 2),
      placed[1]!.tracking_no,
      `${BILLING.firstname} ${BILLING.lastname}`,
      BILLING.streetaddress,
      frame.name,
      `SKU ${frame.sku}`,
      '3',
      '120.00 USD',
      '360.00 USD',
      spare.name,
      `SKU ${spare.sku}`,
      '4',
      '9.99 USD',
      '39.96 USD',
      'Subtotal',
      '399.96 USD',
      '2-Day Rush fee',
      '99.99 USD',
      'Total paid',
      '509.90 USD',
      'Method: Demo payment',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text.join('\n')).toContain(payment.reference);
  });

  it('leaves the rush fee out of an invoice without one', async () => {
    const text = await pdfText((await invoice(placed[0]!.id)).rawPayload);
    expect(text).toContain('285.50 USD');
    expect(text).not.toContain('2-Day Rush fee');
  });

  it("lists the customer's invoices", async () => {
    const response = await get('/api/account/invoices', ada);
    const { invoices } = AccountInvoicesResponseSchema.parse(response.json());
    expect(invoices.map((entry) => [entry.number, entry.tracking_no, entry.total])).toEqual([
      [formatInvoiceNumber(year, 2), placed[1]!.tracking_no, 509.9],
      [formatInvoiceNumber(year, 1), placed[0]!.tracking_no, 295.45],
    ]);
  });
});

describe('GET /api/account/payments', () => {
  it('lists the payments behind the customer’s orders, newest first', async () => {
    const { payments } = AccountPaymentsResponseSchema.parse(
      (await get('/api/account/payments', ada)).json(),
    );
    expect(payments.map((payment) => payment.tracking_no)).toEqual(
      [...placed].reverse().map((order) => order.tracking_no),
    );
    expect(payments[0]).toMatchObject({
      provider: 'demo',
      amount: 509.9,
      currency: 'USD',
      status: 'captured',
      refunded: 0,
    });
    expect(payments[0]!.reference.length).toBeGreaterThan(0);
  });
});

describe('POST /api/account/orders/:orderId/reorder', () => {
  it('adds the lines again, merging into the cart within its bounds and the stock', async () => {
    await add(app, ada, frame.id, CART_QTY_MAX - 1);
    await setStock(app, staff, spare, 2);
    const response = await reorder(placed[1]!.id, ada);
    expect(response.statusCode, response.body).toBe(200);
    const body = ReorderResponseSchema.parse(response.json());
    expect(body.added).toEqual([
      {
        product_id: frame.id,
        name: frame.name,
        quantity: 1,
        requested: 3,
        reason: expect.stringContaining(`at most ${CART_QTY_MAX}`),
      },
      {
        product_id: spare.id,
        name: spare.name,
        quantity: 2,
        requested: 4,
        reason: expect.stringContaining('Only 2 left'),
      },
    ]);
    expect(body.skipped).toEqual([]);
    const cart = await viewCart(app, ada);
    expect(cart.cart.map((line) => [line.product_id, line.product_qty])).toEqual([
      [frame.id, CART_QTY_MAX],
      [spare.id, 2],
    ]);
  });

  it('skips products sold out or no longer sold, and says why', async () => {
    await setStock(app, staff, banner, 0);
    const soldOut = ReorderResponseSchema.parse((await reorder(placed[0]!.id, ada)).json());
    expect(soldOut.skipped).toContainEqual({
      name: banner.name,
      sku: banner.sku,
      reason: 'This product is out of stock.',
    });
    await deleteProduct(app, staff, spare.id);
    const gone = ReorderResponseSchema.parse((await reorder(placed[1]!.id, ada)).json());
    expect(gone.skipped).toContainEqual({
      name: spare.name,
      sku: spare.sku,
      reason: 'This product is no longer sold.',
    });
  });
});
