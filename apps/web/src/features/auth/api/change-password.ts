import {
  MessageResponseSchema,
  type ChangePasswordRequest,
  type MessageResponse,
} from '@backlit/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from './csrf-cookie';

/** POST /api/change-password — signed in; the current password proves it is really them. */
export async function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  await ensureCsrfCookie();
  return apiFetch('/api/change-password', { method: 'POST', body, schema: MessageResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
