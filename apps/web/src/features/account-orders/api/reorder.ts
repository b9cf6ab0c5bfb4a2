import { ReorderResponseSchema, type ReorderResponse } from '@backlit/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

/** POST /api/account/orders/{id}/reorder — the order's products into the cart again. */
export async function reorder(orderId: number): Promise<ReorderResponse> {
  await ensureCsrfCookie();
  return apiFetch(`/api/account/orders/${orderId}/reorder`, {
    method: 'POST',
    schema: ReorderResponseSchema,
  });
}

/** `onSettled` runs after any answer, so whoever shows the cart can refresh it. */
export function useReorder(onSettled: () => void) {
  return useMutation({ mutationFn: reorder, onSettled });
}
