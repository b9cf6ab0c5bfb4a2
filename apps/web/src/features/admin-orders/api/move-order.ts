import {
  ORDER_ACTION_PATHS,
  OrderActionResponseSchema,
  type OrderNoteRequest,
  type RefundOrderRequest,
  type ShipOrderRequest,
} from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { orderKeys } from './get-order';
import { ordersKeys } from './get-orders';

/** A staff move and its body: the five POST /api/orders/{id}/<action> endpoints. */
export type OrderMove =
  | { to: 'in_production' | 'delivered' | 'cancelled'; body: OrderNoteRequest }
  | { to: 'shipped'; body: ShipOrderRequest }
  | { to: 'refunded'; body: RefundOrderRequest };

export async function moveOrder(orderId: number, move: OrderMove) {
  await ensureCsrfCookie();
  return apiFetch(`/api/orders/${orderId}/${ORDER_ACTION_PATHS[move.to]}`, {
    method: 'POST',
    body: move.body,
    schema: OrderActionResponseSchema,
  });
}

/**
 * Cancelling or crediting an order on account changes its company's invoice, which the company
 * pages and the receivables report show.
 */
const invoiceKeys = [['admin-companies'], ['admin-receivables']] as const;

/** Runs a move; the order's page shows the answer at once, and every order list is refreshed. */
export function useMoveOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: OrderMove) => moveOrder(orderId, move),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKeys.one(orderId), answer.order);
      for (const queryKey of [orderKeys.one(orderId), ordersKeys.all, ...invoiceKeys]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
