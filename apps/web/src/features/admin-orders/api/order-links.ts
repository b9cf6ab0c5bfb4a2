import { OrderLinksActionResponseSchema } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { orderKeys } from './get-order';

/**
 * POST /api/orders/{id}/links/revoke | send — the order's private links stop working; `send`
 * also e-mails a new one to the order's address.
 */
export async function changeOrderLinks(orderId: number, action: 'revoke' | 'send') {
  await ensureCsrfCookie();
  return apiFetch(`/api/orders/${orderId}/links/${action}`, {
    method: 'POST',
    schema: OrderLinksActionResponseSchema,
  });
}

export function useChangeOrderLinks(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'revoke' | 'send') => changeOrderLinks(orderId, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.one(orderId) }),
  });
}
