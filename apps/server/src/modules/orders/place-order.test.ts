import {
  PAYMENT_RECEIVED_PENDING,
  PlaceOrderPendingSchema,
  PlaceOrderResponseSchema,
  SHIPPING_ONLY_MESSAGE,
  TERMS_MESSAGE,
  TRACKING_NO_PATTERN,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { payments } from '../../db/schema';
import { bearer, registerCustomer, type SignedIn } from '../../test/accounts';
import { BILLING } from '../../test/checkout';
import { runWaitingJobsNow } from '../../test/jobs';
import { reconcilePaymentJob } from './orders.jobs';
import {
  add,
  createProduct,
  expectRefused,
  GuestBrowser,
  setStock,
  viewCart,
  shopWithCategory,
} from '../../test/cart';
import { CART_EMPTY } from './checkout-source';
import {
  openPayment,
  orderCount,
  orderDetail,
  placeOrderRequest,
  stockOf,
} from './orders.fixtures';
import { PaymentSettlement, soldOut } from './payment-settlement';
import {
  CART_CHANGED,
  PAYMENT_CLOSED,
  PAYMENT_NOT_FOUND,
  REFUND_OWED,
  REFUNDED,
} from './place-order.workflow';

/** Place-order with the demo provider (the embedded default). */

let app: App;
let staff: SignedIn;
let categoryId: number;

beforeAll(async () => ({ app, staff, categoryId } = await shopWithCategory()));
afterAll(() => app.close());
afterEach(() => vi.restoreAllMocks());

const product = (options: Parameters<typeof createProduct>[3] = {}) =>
  createProduct(app, staff, categoryId, options);

/** A customer with `quantity` of a new product in the cart. */
async function customerWith(options: Parameters<typeof createProduct>[3] = {}, quantity = 1) {
  const customer = await registerCustomer(app);
  const item = await product(options);
  await add(app, customer, item.id, quantity);
  return { customer, item };
}

/** A refusal with the contract's error shape, answered whole (tracking_no, refunded …). */
function refusal(response: LightMyRequestResponse, status: number) {
  expectRefused(response, status);
  return response.json() as { message: string; tracking_no?: string; refunded?: boolean };
}

async function paymentStatus(providerOrderId: string) {
  const [row] = await app.db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, providerOrderId));
  return row?.status;
}

describe('POST /api/place-order', () => {
  it('captures, places the order with a snapshot of its lines, takes the stock and empties the cart', async () => {
    const { customer, item: frame } = await customerWith(
      { stock: 7, price: '249.00', name: 'Order Frame' },
      3,
    );
    const banner = await product({ stock: 4, price: '59.50', name: 'Order Banner' });
    await add(app, customer, banner.id, 1);
    const payment = await openPayment(app, customer);
    expect(payment.amount).toBe('806.50');
    const capture = vi.spyOn(app.payments, 'captureOrder');

    const response = await placeOrderRequest(app, customer, payment.order_id, { promotions: true });
    expect(response.statusCode, response.body).toBe(200);
    const placed = PlaceOrderResponseSchema.parse(response.json());
    expect(placed.message).toBe('Order placed successfully');
    expect(placed.tracking_no).toMatch(TRACKING_NO_PATTERN);
    expect(capture).toHaveBeenCalledExactlyOnceWith(payment.order_id);

    expect(await stockOf(app, staff, frame)).toBe(4);
    expect(await stockOf(app, staff, banner)).toBe(3);
    expect((await viewCart(app, customer)).cart).toEqual([]);

    // A later catalogue edit does not change what was bought.
    await setStock(app, staff, { ...frame, name: 'Renamed Frame' }, 10);
    const order = await orderDetail(app, staff, placed.order_id);
    expect(order).toMatchObject({
      id: placed.order_id,
      tracking_no: placed.tracking_no,
      status: 'paid',
      payement_method: 'Demo',
      name: 'Ada Lovelace',
      subtotal: 806.5,
      rush: false,
      rush_fee: 0,
      total: 806.5,
      currency: 'USD',
      promotions: true,
      ordernotes: BILLING.ordernotes,
      billing: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        companyname: BILLING.companyname,
        streetaddress: BILLING.streetaddress,
        streetaddressoptional: null,
        city: 'Atlanta',
        state_contry: 'GA',
        zip: '30318',
        country: 'US',
        phone: BILLING.phone,
        email: BILLING.email,
      },
      lines: [
        {
          product_id: frame.id,
          name: 'Order Frame',
          sku: frame.sku,
          unit_price: 249,
          quantity: 3,
          line_total: 747,
        },
        {
          product_id: banner.id,
          name: 'Order Banner',
          sku: banner.sku,
          unit_price: 59.5,
          quantity: 1,
          line_total: 59.5,
        },
      ],
      payment: { provider: 'demo', order_id: payment.order_id, status: 'captured' },
    });
    expect(order.payment.capture_id).toMatch(/^DEMO-CAPTURE-/);
  });

  it('adds the 2-Day Rush fee to the order when it was paid for', async () => {
    const { customer } = await customerWith({ price: '100.00' });
    const payment = await openPayment(app, customer, true);
    // $100, the $50 minimum rush fee, and Ground to Georgia ($9.95).
    expect(payment.amount).toBe('159.95');
    const response = await placeOrderRequest(app, customer, payment.order_id, { rush: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(await orderDetail(app, staff, response.json().order_id)).toMatchObject({
      subtotal: 100,
      rush: true,
      rush_fee: 50,
      total: 159.95,
    });
  });

  it('accepts the form as multipart, as other clients of the API post it', async () => {
    const { customer } = await customerWith();
    const payment = await openPayment(app, customer, { country: 'CA', state: 'ON' });
    const boundary = '----backlit';
    const fields = {
      ...BILLING,
      country: 'ca',
      state_contry: 'on',
      zip: 'K1A 0B1',
      rush: 'false',
      promotions: 'on',
      terms: 'on',
      payment_order_id: payment.order_id,
    };
    const body =
      Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/place-order',
      headers: {
        ...bearer(customer.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await orderDetail(app, staff, response.json().order_id)).toMatchObject({
      promotions: true,
      billing: { country: 'CA', state_contry: 'ON', zip: 'K1A 0B1' },
    });
  });

  it('answers 422 with a message next to each field, and takes no money', async () => {
    const { customer } = await customerWith();
    const payment = await openPayment(app, customer);
    const capture = vi.spyOn(app.payments, 'captureOrder');

    const blank = await app.inject({
      method: 'POST',
      url: '/api/place-order',
      headers: bearer(customer.token),
      payload: {},
    });
    expect(Object.keys(expectRefused(blank, 422).validation_errors ?? {}).sort()).toEqual([
      'city',
      'country',
      'email',
      'firstname',
      'lastname',
      'payment_order_id',
      'phone',
      'state_contry',
      'streetaddress',
      'terms',
      'zip',
    ]);

    const missing = await placeOrderRequest(app, customer, payment.order_id, {
      firstname: '',
      zip: '',
      terms: false,
    });
    expect(expectRefused(missing, 422).validation_errors).toEqual({
      firstname: ['The first name is required.'],
      zip: ['The postcode / ZIP is required.'],
      terms: [TERMS_MESSAGE],
    });

    const abroad = await placeOrderRequest(app, customer, payment.order_id, { country: 'FR' });
    expect(expectRefused(abroad, 422).validation_errors).toEqual({
      country: [SHIPPING_ONLY_MESSAGE],
    });

    const badZip = await placeOrderRequest(app, customer, payment.order_id, { zip: 'K1A 0B1' });
    expect(expectRefused(badZip, 422).validation_errors).toEqual({
      zip: ['Enter a valid ZIP code, e.g. 30318 or 30318-1234.'],
    });

    const badState = await placeOrderRequest(app, customer, payment.order_id, {
      state_contry: 'ON',
    });
    expect(expectRefused(badState, 422).validation_errors).toEqual({
      state_contry: ['Choose a state from the list.'],
    });

    const badEmail = await placeOrderRequest(app, customer, payment.order_id, {
      email: 'not-an-address',
      phone: 'call me',
    });
    expect(Object.keys(expectRefused(badEmail, 422).validation_errors ?? {}).sort()).toEqual([
      'email',
      'phone',
    ]);

    expect(capture).not.toHaveBeenCalled();
    // The payment is still good: nothing was captured.
    const ok = await placeOrderRequest(app, customer, payment.order_id);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('answers malformed requests with a 4xx, never a 500', async () => {
    const { customer } = await customerWith();
    const payment = await openPayment(app, customer);
    const send = (payload: string, contentType: string) =>
      app.inject({
        method: 'POST',
        url: '/api/place-order',
        headers: { ...bearer(customer.token), 'content-type': contentType },
        payload,
      });

    const wrongTypes = await placeOrderRequest(app, customer, payment.order_id, {
      firstname: 123,
      rush: 'perhaps',
      ordernotes: 'x'.repeat(5_000),
      payment_order_id: ['a', 'b'],
    });
    expect(Object.keys(expectRefused(wrongTypes, 422).validation_errors ?? {}).sort()).toEqual([
      'firstname',
      'ordernotes',
      'payment_order_id',
      'rush',
    ]);
    expectRefused(await send('{"firstname":', 'application/json'), 400);
    expectRefused(await send('firstname=Ada', 'text/plain'), 422);
    const boundary = '----file';
    const withFile = await send(
      `--${boundary}\r\nContent-Disposition: form-data; name="artwork"; filename="a.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.6\r\n--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(withFile.statusCode, withFile.body).toBeGreaterThanOrEqual(400);
    expect(withFile.statusCode).toBeLessThan(500);

    // None of it touched the payment.
    expect((await placeOrderRequest(app, customer, payment.order_id)).statusCode).toBe(200);
  });

  it('answers a replayed payment with 409 and the existing order number', async () => {
    const { customer, item } = await customerWith({ stock: 10 });
    const payment = await openPayment(app, customer);
    const first = await placeOrderRequest(app, customer, payment.order_id);
    expect(first.statusCode).toBe(200);

    await add(app, customer, item.id, 1);
    const again = refusal(await placeOrderRequest(app, customer, payment.order_id), 409);
    expect(again).toMatchObject({ tracking_no: first.json().tracking_no });
    expect(await stockOf(app, staff, item)).toBe(9);
    expect((await viewCart(app, customer)).cart).toHaveLength(1);
  });

  it('makes exactly one order from concurrent calls with the same payment', async () => {
    const { customer, item } = await customerWith({ stock: 10 }, 2);
    const payment = await openPayment(app, customer);
    const before = await orderCount(app, staff);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => placeOrderRequest(app, customer, payment.order_id)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(new Set(answers.map((answer) => answer.json().tracking_no)).size).toBe(1);
    expect(await stockOf(app, staff, item)).toBe(8);
    expect(await orderCount(app, staff)).toBe(before + 1);
  });

  it("refuses another customer's payment, or an unknown one, as not found", async () => {
    const { customer: owner, item } = await customerWith();
    const thief = await registerCustomer(app);
    await add(app, thief, item.id, 1);
    const payment = await openPayment(app, owner);
    const capture = vi.spyOn(app.payments, 'captureOrder');

    const stolen = expectRefused(await placeOrderRequest(app, thief, payment.order_id), 404);
    expect(stolen.message).toBe(PAYMENT_NOT_FOUND);
    const unknown = expectRefused(await placeOrderRequest(app, thief, 'DEMO-NOPE'), 404);
    expect(unknown.message).toBe(PAYMENT_NOT_FOUND);
    expect(capture).not.toHaveBeenCalled();
    // The owner can still use it.
    expect((await placeOrderRequest(app, owner, payment.order_id)).statusCode).toBe(200);
  });

  it('refuses a signed-out write without the CSRF header, and a payment no cart of the caller opened', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/place-order',
      payload: { ...BILLING, terms: true, payment_order_id: 'DEMO-X' },
    });
    expectRefused(answer, 403);
    // A customer's payment is no guest's: without the customer's credentials it is unknown.
    const { customer } = await customerWith({ stock: 10 });
    const payment = await openPayment(app, customer);
    const guest = await new GuestBrowser(app).start();
    const stranger = await guest.send('POST', '/api/place-order', {
      ...BILLING,
      terms: true,
      payment_order_id: payment.order_id,
    });
    expect(expectRefused(stranger, 404).message).toBe(PAYMENT_NOT_FOUND);
  });

  it('captures nothing when the cart changed after the payment was opened', async () => {
    const { customer, item } = await customerWith({ stock: 10 });
    const payment = await openPayment(app, customer);
    const capture = vi.spyOn(app.payments, 'captureOrder');
    await add(app, customer, item.id, 1);
    const changed = expectRefused(await placeOrderRequest(app, customer, payment.order_id), 409);
    expect(changed.message).toBe(CART_CHANGED);

    // Asking for rush without having paid for it is the same change, and so is dropping it.
    const plain = await openPayment(app, customer);
    const rush = await placeOrderRequest(app, customer, plain.order_id, { rush: true });
    expect(expectRefused(rush, 409).message).toBe(CART_CHANGED);
    const withRush = await openPayment(app, customer, true);
    const noRush = await placeOrderRequest(app, customer, withRush.order_id, { rush: false });
    expect(expectRefused(noRush, 409).message).toBe(CART_CHANGED);

    expect(capture).not.toHaveBeenCalled();
    expect(await paymentStatus(payment.order_id)).toBe('created');
    expect(await stockOf(app, staff, item)).toBe(10);
  });

  it('refuses an emptied cart, and a line above the stock, before capturing', async () => {
    const { customer, item } = await customerWith({ stock: 5, name: 'Short Frame' }, 3);
    const payment = await openPayment(app, customer);
    const capture = vi.spyOn(app.payments, 'captureOrder');

    await setStock(app, staff, item, 2);
    const short = refusal(await placeOrderRequest(app, customer, payment.order_id), 409);
    expect(short.message).toContain('Only 2 of Short Frame left in stock');
    expect(short).not.toHaveProperty('refunded');

    const [line] = (await viewCart(app, customer)).cart;
    await app.inject({
      method: 'DELETE',
      url: `/api/delete-cartitem/${line!.id}`,
      headers: bearer(customer.token),
    });
    const empty = expectRefused(await placeOrderRequest(app, customer, payment.order_id), 409);
    expect(empty.message).toBe(CART_EMPTY);
    expect(capture).not.toHaveBeenCalled();
  });

  it('refunds automatically when the stock ran out during the capture', async () => {
    const { customer, item } = await customerWith({ stock: 3, name: 'Vanishing Frame' }, 2);
    const payment = await openPayment(app, customer);
    const provider = app.payments;
    const capture = provider.captureOrder.bind(provider);
    // Another buyer takes the stock while this customer's money is being captured.
    vi.spyOn(provider, 'captureOrder').mockImplementation(async (orderId) => {
      await setStock(app, staff, item, 1);
      return capture(orderId);
    });
    const refund = vi.spyOn(provider, 'refundCapture');
    const before = await orderCount(app, staff);

    const answer = refusal(await placeOrderRequest(app, customer, payment.order_id), 409);
    expect(answer).toMatchObject({
      message: `${soldOut(item)} ${REFUNDED}`,
      refunded: true,
    });
    expect(refund).toHaveBeenCalledOnce();
    expect(refund.mock.calls[0]![1]).toMatchObject({
      amountCents: 2 * 1999 + 995,
      currency: 'USD',
    });
    expect(await paymentStatus(payment.order_id)).toBe('refunded');
    expect(await orderCount(app, staff)).toBe(before);
    expect(await stockOf(app, staff, item)).toBe(1);
    expect((await viewCart(app, customer)).cart).toHaveLength(1);

    // The refunded payment cannot be used again.
    await setStock(app, staff, item, 5);
    const again = expectRefused(await placeOrderRequest(app, customer, payment.order_id), 402);
    expect(again.message).toBe(PAYMENT_CLOSED);
  });

  it('answers 202 when the order cannot be written after the capture, and a retry finishes it from what was paid for', async () => {
    const { customer } = await customerWith({ stock: 10, name: 'Patient Frame' }, 2);
    const other = await product({ stock: 10, name: 'Later Frame' });
    const payment = await openPayment(app, customer);
    // The database fails just after the money was taken.
    vi.spyOn(PaymentSettlement.prototype, 'settle').mockRejectedValueOnce(new Error('db down'));

    const pending = await placeOrderRequest(app, customer, payment.order_id);
    expect(pending.statusCode).toBe(202);
    expect(PlaceOrderPendingSchema.parse(pending.json())).toEqual({
      status: 202,
      message: PAYMENT_RECEIVED_PENDING,
      payment_order_id: payment.order_id,
    });
    expect(await paymentStatus(payment.order_id)).toBe('captured');

    // The cart changes meanwhile; the order is made of what was paid for, and the rest stays.
    await add(app, customer, other.id, 1);
    const placed = await placeOrderRequest(app, customer, payment.order_id);
    expect(placed.statusCode).toBe(200);
    const order = await orderDetail(
      app,
      staff,
      PlaceOrderResponseSchema.parse(placed.json()).order_id,
    );
    expect(order.lines.map((line) => [line.name, line.quantity])).toEqual([['Patient Frame', 2]]);
    expect((await viewCart(app, customer)).cart.map((line) => line.product_id)).toEqual([other.id]);
  });

  it('owes the refund when the provider cannot refund now, and reconciliation pays it back', async () => {
    const { customer, item } = await customerWith({ stock: 2, name: 'Stubborn Frame' }, 2);
    const payment = await openPayment(app, customer);
    const provider = app.payments;
    const capture = provider.captureOrder.bind(provider);
    vi.spyOn(provider, 'captureOrder').mockImplementation(async (orderId) => {
      await setStock(app, staff, item, 0);
      return capture(orderId);
    });
    const refund = vi
      .spyOn(provider, 'refundCapture')
      .mockRejectedValueOnce(new Error('provider down'));

    const owed = refusal(await placeOrderRequest(app, customer, payment.order_id), 409);
    expect(owed).toMatchObject({ message: `${soldOut(item)} ${REFUND_OWED}`, refunded: false });
    expect(await paymentStatus(payment.order_id)).toBe('refunding');

    // The reconciliation job queued with the capture comes due and finishes the refund.
    await runWaitingJobsNow(app, reconcilePaymentJob);
    expect(await paymentStatus(payment.order_id)).toBe('refunded');
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refund.mock.calls[0]![1]).toEqual(refund.mock.calls[1]![1]);
    const retried = expectRefused(await placeOrderRequest(app, customer, payment.order_id), 402);
    expect(retried.message).toBe(PAYMENT_CLOSED);
  });

  it('sells no more than the stock when customers pay at the same time', async () => {
    const frame = await product({ stock: 2, name: 'Last Frame' });
    const customers = await Promise.all(Array.from({ length: 5 }, () => registerCustomer(app)));
    const opened: string[] = [];
    for (const customer of customers) {
      await add(app, customer, frame.id, 1);
      opened.push((await openPayment(app, customer)).order_id);
    }
    const answers = await Promise.all(
      customers.map((customer, i) => placeOrderRequest(app, customer, opened[i]!)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      const body = answer.json();
      // Refused before capture, or captured and then refunded: never charged without an order.
      if (body.refunded) expect(body.message).toBe(`${soldOut(frame)} ${REFUNDED}`);
      else expect(body.message).toMatch(/Last Frame is out of stock/);
    }
    expect(await stockOf(app, staff, frame)).toBe(0);
  });
});
