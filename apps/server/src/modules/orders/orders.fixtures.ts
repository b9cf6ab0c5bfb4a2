import {
  AdminOrdersResponseSchema,
  CheckoutSummarySchema,
  CreatePaymentResponseSchema,
  OrderDetailResponseSchema,
  type AdminProduct,
} from '@backlit/domain';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { Config } from '../../config';
import { bearer, type SignedIn } from '../../test/accounts';
import { BILLING, BILLING_REGION } from '../../test/checkout';
import { FAKE_PAYPAL, type FakePayPal } from '../../test/fake-paypal';

/** The app's payment configuration pointing at the fake PayPal server. */
export function fakePayPalConfig(fake: FakePayPal, timeoutMs = 5_000): Config['payment'] {
  return {
    provider: 'paypal',
    clientId: FAKE_PAYPAL.clientId,
    clientSecret: FAKE_PAYPAL.clientSecret,
    apiBase: fake.url,
    webhookId: FAKE_PAYPAL.webhookId,
    sdkUrl: undefined,
    timeoutMs,
  };
}

/**
 * Opens a payment for the cart: `rush` for the billing address of BILLING (shipped there by the
 * cheapest method), or the whole request as given (billing region, ship-to region, shipping
 * method; not rushed unless it says so).
 */
export function paymentRequest(
  app: App,
  account: SignedIn,
  choice: boolean | Record<string, unknown> = false,
) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: bearer(account.token),
    payload:
      typeof choice === 'boolean'
        ? { rush: choice, ...BILLING_REGION }
        : { rush: false, ...choice },
    remoteAddress: account.ip,
  });
}

export async function openPayment(
  app: App,
  account: SignedIn,
  choice: boolean | Record<string, unknown> = false,
) {
  const response = await paymentRequest(app, account, choice);
  expect(response.statusCode, response.body).toBe(200);
  return CreatePaymentResponseSchema.parse(response.json());
}

export function placeOrderRequest(
  app: App,
  account: SignedIn,
  paymentOrderId: string,
  overrides: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/place-order',
    headers: bearer(account.token),
    payload: { ...BILLING, terms: true, payment_order_id: paymentOrderId, ...overrides },
  });
}

export async function checkoutSummary(app: App, account: SignedIn) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/checkout',
    headers: bearer(account.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return CheckoutSummarySchema.parse(response.json());
}

/** The product's stock as the back-office shows it. */
export async function stockOf(app: App, staff: SignedIn, product: AdminProduct): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/edit-product/${product.id}`,
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { product: { stock: number } }).product.stock;
}

export async function orderDetail(app: App, staff: SignedIn, orderId: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return OrderDetailResponseSchema.parse(response.json()).order;
}

/** How many orders the shop holds, as the back-office counts them. */
export async function orderCount(app: App, staff: SignedIn): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/orders?per_page=1',
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return AdminOrdersResponseSchema.parse(response.json()).total;
}
