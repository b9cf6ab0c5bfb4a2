import { CheckoutSummarySchema } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, type SignedIn } from '../../test/accounts';
import {
  add,
  createProduct,
  deleteProduct,
  expectRefused,
  setStock,
  shopWithCategory,
} from '../../test/cart';
import { BILLING_REGION } from '../../test/checkout';
import { CART_EMPTY } from './checkout-source';
import { checkoutSummary, openPayment, paymentRequest } from './orders.fixtures';

let app: App;
let staff: SignedIn;
let categoryId: number;

beforeAll(async () => ({ app, staff, categoryId } = await shopWithCategory()));
afterAll(() => app.close());

const product = (options: Parameters<typeof createProduct>[3] = {}) =>
  createProduct(app, staff, categoryId, options);

describe('GET /api/checkout', () => {
  it('prices the cart on the server, with and without 2-Day Rush, and pre-fills the billing', async () => {
    const customer = await registerCustomer(app);
    const frame = await product({ price: '249.00' });
    const banner = await product({ price: '59.50' });
    await add(app, customer, frame.id, 2);
    await add(app, customer, banner.id, 1);

    const summary = await checkoutSummary(app, customer);
    expect(summary.lines.map((line) => [line.product_id, line.product_qty])).toEqual([
      [frame.id, 2],
      [banner.id, 1],
    ]);
    expect(summary.lines[0]!.line_total).toBe(498);
    expect(summary.subtotal).toBe(557.5);
    expect(summary.rush_fee).toBe(139.38);
    expect(summary.total).toBe(557.5);
    expect(summary.total_with_rush).toBe(696.88);
    expect(summary.currency).toBe('USD');
    expect(summary.payment).toEqual({ provider: 'demo', client_id: null, sdk_url: null });
    expect(summary.billing).toMatchObject({
      firstname: 'Ada',
      email: customer.email,
      streetaddress: '1 Main St',
      state_contry: 'GA',
      zip: '30318',
      country: 'US',
    });
  });

  it('charges the $50 minimum rush fee on a small order', async () => {
    const customer = await registerCustomer(app);
    await add(app, customer, (await product({ price: '19.99' })).id, 1);
    const summary = await checkoutSummary(app, customer);
    expect(summary.rush_fee).toBe(50);
    expect(summary.total_with_rush).toBe(69.99);
  });

  it('shows an empty cart as zero, and a deleted product without a price', async () => {
    const customer = await registerCustomer(app);
    const empty = await checkoutSummary(app, customer);
    expect(empty).toMatchObject({ lines: [], subtotal: 0, rush_fee: 0, total_with_rush: 0 });

    const gone = await product({ price: '80.00' });
    await add(app, customer, gone.id, 1);
    await deleteProduct(app, staff, gone.id);
    const summary = await checkoutSummary(app, customer);
    expect(summary.lines).toHaveLength(1);
    expect(summary.lines[0]).toMatchObject({ product: null, available: false, line_total: 0 });
    expect(summary.subtotal).toBe(0);
  });

  it('prices only the available lines: a sold-out one adds nothing, the rush fee stays $50 or more', async () => {
    const customer = await registerCustomer(app);
    const soldOut = await product({ price: '900.00', stock: 2 });
    await add(app, customer, soldOut.id, 1);
    await add(app, customer, (await product({ price: '30.00' })).id, 1);
    await setStock(app, staff, soldOut, 0);
    const summary = await checkoutSummary(app, customer);
    expect(summary.lines.map((line) => line.available)).toEqual([false, true]);
    expect(summary).toMatchObject({
      subtotal: 30,
      total: 30,
      rush_fee: 50,
      total_with_rush: 80,
    });
  });

  it('answers a signed-out shopper without a cart an empty checkout with blank billing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/checkout' });
    expect(response.statusCode, response.body).toBe(200);
    const summary = CheckoutSummarySchema.parse(response.json());
    expect(summary).toMatchObject({ lines: [], subtotal: 0 });
    expect(Object.values(summary.billing).every((value) => value === '')).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/checkout/payment', () => {
  it('opens a payment for the server-side total, rush included', async () => {
    const customer = await registerCustomer(app);
    await add(app, customer, (await product({ price: '249.00' })).id, 2);
    // $498, shipped to Georgia by Ground ($9.95 for a parcel under 1 kg); no tax collected there.
    const plain = await openPayment(app, customer);
    expect(plain).toMatchObject({
      status: 200,
      provider: 'demo',
      amount: '507.95',
      currency: 'USD',
    });
    const rush = await openPayment(app, customer, true);
    expect(rush.amount).toBe('632.45');
    expect(rush.order_id).toMatch(/^DEMO-/);
    expect(rush.order_id).not.toBe(plain.order_id);
  });

  it('refuses an empty cart', async () => {
    const customer = await registerCustomer(app);
    expect(expectRefused(await paymentRequest(app, customer), 409).message).toBe(CART_EMPTY);
  });

  it('refuses a line above the stock, naming the product, before any payment exists', async () => {
    const customer = await registerCustomer(app);
    const frame = await product({ stock: 5, name: 'Scarce Frame' });
    await add(app, customer, frame.id, 4);
    await setStock(app, staff, frame, 2);
    expect(expectRefused(await paymentRequest(app, customer), 409).message).toBe(
      'Only 2 of Scarce Frame left in stock. Lower the quantity in your cart to continue.',
    );
    await setStock(app, staff, frame, 0);
    expect(expectRefused(await paymentRequest(app, customer), 409).message).toBe(
      'Scarce Frame is out of stock. Remove it from your cart to continue.',
    );
  });

  it('refuses a line whose product was deleted', async () => {
    const customer = await registerCustomer(app);
    const gone = await product();
    await add(app, customer, (await product()).id, 1);
    await add(app, customer, gone.id, 1);
    await deleteProduct(app, staff, gone.id);
    expect(expectRefused(await paymentRequest(app, customer), 409).message).toContain(
      'Product information is not available.',
    );
  });

  it('answers 422 for a body it does not understand, and 403 to a signed-out write without the CSRF header', async () => {
    const customer = await registerCustomer(app);
    await add(app, customer, (await product()).id, 1);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/checkout/payment',
      headers: bearer(customer.token),
      payload: { rush: 'maybe', amount: '0.01', ...BILLING_REGION },
    });
    const body = expectRefused(answer, 422);
    expect(Object.keys(body.validation_errors ?? {}).sort()).toEqual(['amount', 'rush']);
    expectRefused(
      await app.inject({ method: 'POST', url: '/api/checkout/payment', payload: { rush: false } }),
      403,
    );
  });
});
