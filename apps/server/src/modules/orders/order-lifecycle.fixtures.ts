import { OrderActionResponseSchema, type OrderStatus } from '@backlit/domain';
import { expect } from 'vitest';
import type { App } from '../../app';
import { bearer, type SignedIn } from '../../test/accounts';
import { add } from '../../test/cart';
import type { FakePayPal } from '../../test/fake-paypal';
import { openPayment, placeOrderRequest } from './orders.fixtures';

/** The action path, and a body it accepts, for each status staff can move an order to. */
export const MOVES: Partial<Record<OrderStatus, { path: string; body: object }>> = {
  in_production: { path: 'production', body: {} },
  shipped: { path: 'ship', body: { carrier: 'UPS', tracking_number: '1Z999AA10123456784' } },
  delivered: { path: 'deliver', body: {} },
  cancelled: { path: 'cancel', body: {} },
  refunded: { path: 'refund', body: {} },
};

/** The legal moves that bring a freshly placed (paid) order to each status. */
export const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  paid: [],
  in_production: ['in_production'],
  shipped: ['in_production', 'shipped'],
  delivered: ['in_production', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
  refunded: ['refunded'],
};

/** Places an order of `qty` × the product for the customer; approves it on the fake PayPal. */
export async function placeOrder(
  app: App,
  customer: SignedIn,
  productId: number,
  options: { qty?: number; overrides?: Record<string, unknown>; paypal?: FakePayPal } = {},
): Promise<{ id: number; tracking_no: string }> {
  await add(app, customer, productId, options.qty ?? 1);
  const payment = await openPayment(app, customer);
  options.paypal?.approve(payment.order_id);
  const response = await placeOrderRequest(app, customer, payment.order_id, options.overrides);
  expect(response.statusCode, response.body).toBe(200);
  const { order_id: id, tracking_no } = response.json() as {
    order_id: number;
    tracking_no: string;
  };
  return { id, tracking_no };
}

export function actionRequest(
  app: App,
  account: SignedIn,
  orderId: number,
  path: string,
  body: object = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/${path}`,
    headers: bearer(account.token),
    payload: body,
  });
}

/** Moves the order to `to` with the body of MOVES; expects success; answers the order. */
export async function move(
  app: App,
  staff: SignedIn,
  orderId: number,
  to: OrderStatus,
  body?: object,
) {
  const action = MOVES[to]!;
  const response = await actionRequest(app, staff, orderId, action.path, body ?? action.body);
  expect(response.statusCode, response.body).toBe(200);
  return OrderActionResponseSchema.parse(response.json()).order;
}
