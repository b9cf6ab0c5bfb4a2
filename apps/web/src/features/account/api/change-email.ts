import {
  MessageResponseSchema,
  type ChangeEmailRequest,
  type MessageResponse,
} from '@backlit/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

/** POST /api/account/email — mails a confirmation link to the new address. */
export async function changeEmail(body: ChangeEmailRequest): Promise<MessageResponse> {
  await ensureCsrfCookie();
  return apiFetch('/api/account/email', { method: 'POST', body, schema: MessageResponseSchema });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
