import { ReorderLineResponseSchema, type ReorderLineResponse } from '@backlit/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

export type ReorderLineInput = { orderId: number; lineId: number; productId: number };

/**
 * POST /api/orders/{orderId}/artwork/lines/{lineId}/reorder — the product (or a banner of the
 * same print size) into the cart at today's price, printed from the approved file while kept.
 */
export async function reorderLine({ orderId, lineId, productId }: ReorderLineInput) {
  await ensureCsrfCookie();
  return apiFetch(`/api/orders/${orderId}/artwork/lines/${lineId}/reorder`, {
    method: 'POST',
    body: { product_id: productId },
    schema: ReorderLineResponseSchema,
  });
}

/** The reorder; `onReordered` is the page's (it refreshes the cart and opens its panel). */
export function useReorderLine(
  onReordered?: (answer: ReorderLineResponse, input: ReorderLineInput) => void,
) {
  return useMutation({
    mutationFn: reorderLine,
    onSuccess: (answer, input) => onReordered?.(answer, input),
  });
}
