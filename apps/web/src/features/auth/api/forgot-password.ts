import {
  MessageResponseSchema,
  type ForgotPasswordRequest,
  type MessageResponse,
} from '@backlit/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { getCsrfCookie } from './csrf-cookie';

/** POST /api/forgot-password — always the same answer, so it never reveals who has an account. */
export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  await getCsrfCookie();
  return apiFetch('/api/forgot-password', { method: 'POST', body, schema: MessageResponseSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
