import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './contract/orders';
import { canMoveOrder, ORDER_TRANSITIONS } from './order-status';

const ALLOWED: ReadonlyArray<[OrderStatus, OrderStatus]> = [
  ['paid', 'in_production'],
  ['paid', 'cancelled'],
  ['paid', 'refunded'],
  ['in_production', 'shipped'],
  ['in_production', 'cancelled'],
  ['in_production', 'refunded'],
  ['shipped', 'delivered'],
  ['shipped', 'refunded'],
  ['delivered', 'refunded'],
];

describe('the order transitions', () => {
  const every = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(every)('%s → %s is allowed exactly for the moves an order may make', (from, to) => {
    const expected = ALLOWED.some(([a, b]) => a === from && b === to);
    expect(canMoveOrder(from, to)).toBe(expected);
  });

  it('ends at cancelled and refunded', () => {
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
  });
});
