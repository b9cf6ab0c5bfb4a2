import { VerifyEmailResponseSchema, type VerifyEmailResponse } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

/**
 * POST /api/verify-email — confirms the account's address with the mailed link (once); the
 * orders placed at it without an account join the account.
 */
export async function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  await ensureCsrfCookie();
  return apiFetch('/api/verify-email', {
    method: 'POST',
    body: { token },
    schema: VerifyEmailResponseSchema,
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The account's order lists gained orders.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
