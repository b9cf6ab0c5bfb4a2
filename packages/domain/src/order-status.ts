import type { OrderStatus } from './contract/orders';

/**
 * The order state machine: the only moves the back-office may make. Checkout creates
 * orders as `paid`; production, shipping (with carrier and tracking number) and delivery follow;
 * an order not yet shipped can be cancelled (its payment refunded); any paid order can be refunded.
 * `cancelled` and `refunded` are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  paid: ['in_production', 'cancelled', 'refunded'],
  in_production: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}
