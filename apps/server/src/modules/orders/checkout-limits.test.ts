import { ApiErrorSchema, ORDER_TOTAL_MAX_CENTS, PAYMENT_LIMITS } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { nextIp, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, createCategory, createProduct } from '../../test/cart';
import { ORDER_TOO_LARGE } from './checkout.service';
import { checkoutSummary, paymentRequest } from './orders.fixtures';

let app: App;
let staff: SignedIn;
let productId: number;

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  productId = (await createProduct(app, staff, await createCategory(app, staff), { stock: 900 }))
    .id;
});
afterAll(() => app.close());

/** A customer with something in the cart, shopping from `ip`. */
async function shopper(ip = nextIp()): Promise<SignedIn> {
  const customer = { ...(await registerCustomer(app)), ip };
  await add(app, customer, productId, 1);
  return customer;
}

function expectTooMany(response: Awaited<ReturnType<typeof paymentRequest>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(ApiErrorSchema.parse(response.json()).message).toMatch(
    /^Too many payment attempts\. Please try again in \d+ (seconds?|minutes?)\.$/,
  );
}

describe('POST /api/checkout/payment limits', () => {
  it('opens only so many payments per customer, wherever they pay from', async () => {
    const customer = await shopper();
    for (let i = 0; i < PAYMENT_LIMITS.user.points; i++) {
      const response = await paymentRequest(app, { ...customer, ip: nextIp() });
      expect(response.statusCode, response.body).toBe(200);
    }
    expectTooMany(await paymentRequest(app, { ...customer, ip: nextIp() }));
    // Another customer is not held back.
    expect((await paymentRequest(app, await shopper())).statusCode).toBe(200);
  });

  it('opens only so many payments per address, whoever pays', async () => {
    const ip = nextIp();
    let opened = 0;
    while (opened < PAYMENT_LIMITS.ip.points) {
      const customer = await shopper(ip);
      for (let i = 0; i < PAYMENT_LIMITS.user.points && opened < PAYMENT_LIMITS.ip.points; i++) {
        expect((await paymentRequest(app, customer)).statusCode).toBe(200);
        opened++;
      }
    }
    expectTooMany(await paymentRequest(app, await shopper(ip)));
    expect((await paymentRequest(app, await shopper())).statusCode).toBe(200);
  });
});

describe('the order total', () => {
  it('may not pass the bound that keeps every amount of an order in its columns', async () => {
    const categoryId = await createCategory(app, staff);
    const dearest = () => createProduct(app, staff, categoryId, { price: '999999.99', stock: 50 });
    const customer = await registerCustomer(app);
    await add(app, customer, (await dearest()).id, 10);
    // $9,999,999.90: within the bound without rush, past it with rush.
    expect((await paymentRequest(app, customer, false)).statusCode).toBe(200);
    const withRush = await paymentRequest(app, customer, true);
    expect(withRush.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(withRush.json()).message).toBe(ORDER_TOO_LARGE);

    // A cart past 32 bits of cents is still shown, priced exactly.
    await add(app, customer, (await dearest()).id, 10);
    await add(app, customer, (await dearest()).id, 10);
    const summary = await checkoutSummary(app, customer);
    expect(summary.subtotal).toBe(29_999_999.7);
    expect(summary.subtotal * 100).toBeGreaterThan(2 ** 31);
    expect(summary.subtotal * 100).toBeGreaterThan(ORDER_TOTAL_MAX_CENTS);
    expect((await paymentRequest(app, customer, false)).statusCode).toBe(409);
  });
});
