import {
  MessageResponseSchema,
  type MessageResponse,
  type ResetPasswordRequest,
} from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { clearAuthSession } from '../../../lib/auth-session';
import { getCsrfCookie } from './csrf-cookie';

/** POST /api/reset-password — sets the new password and ends every session of that account. */
export async function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  await getCsrfCookie();
  return apiFetch('/api/reset-password', { method: 'POST', body, schema: MessageResponseSchema });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The server revoked all sessions, this browser's included.
    onSuccess: () => {
      clearAuthSession();
      queryClient.clear();
    },
  });
}
