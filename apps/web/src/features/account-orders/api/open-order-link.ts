import { OpenOrderLinkResponseSchema, type OpenOrderLinkResponse } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { accountOrderKeys } from './keys';

/**
 * POST /api/order-links/open — the order a private link opens, and what its page offers (choose
 * a password, sign in, nothing). The token travels in the body, never in an API URL; the answer
 * sets the order's HttpOnly cookie, through which the order's own calls are then allowed.
 */
export async function openOrderLink(token: string): Promise<OpenOrderLinkResponse> {
  await ensureCsrfCookie();
  return apiFetch('/api/order-links/open', {
    method: 'POST',
    body: { token },
    schema: OpenOrderLinkResponseSchema,
  });
}

export function useOpenOrderLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openOrderLink,
    // Whatever this browser had of that order was fetched without its link.
    onSuccess: (opened) =>
      queryClient.removeQueries({ queryKey: accountOrderKeys.one(opened.order_id) }),
  });
}
