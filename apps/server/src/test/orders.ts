import { CreatePaymentResponseSchema } from '@backlit/domain';
import { expect } from 'vitest';
import type { App } from '../app';
import { bearer, type SignedIn } from './accounts';
import { add } from './cart';
import { BILLING, BILLING_REGION } from './checkout';

/**
 * Places an order of the customer's cart plus `qty` (1 unless said) of the product (demo payment
 * provider) and, when `shipped`, has staff move it to shipped: what modules beside orders need an
 * order for.
 */
export async function placeOrderThrough(
  app: App,
  options: {
    customer: SignedIn;
    staff: SignedIn;
    productId: number;
    qty?: number;
    shipped: boolean;
  },
): Promise<{ id: number; tracking_no: string }> {
  const { customer, staff } = options;
  await add(app, customer, options.productId, options.qty ?? 1);
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
      terms: true,
      payment_order_id: CreatePaymentResponseSchema.parse(payment.json()).order_id,
    },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json() as { order_id: number; tracking_no: string };
  if (options.shipped) {
    for (const [path, payload] of [
      ['production', {}],
      ['ship', { carrier: 'UPS', tracking_number: '1Z999AA10123456784' }],
    ] as const) {
      const moved = await app.inject({
        method: 'POST',
        url: `/api/orders/${order.order_id}/${path}`,
        headers: bearer(staff.token),
        payload,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  }
  return { id: order.order_id, tracking_no: order.tracking_no };
}
