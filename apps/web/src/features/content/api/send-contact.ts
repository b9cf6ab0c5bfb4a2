import {
  CONTACT_PATH,
  ContactResponseSchema,
  type ContactRequest,
  type ContactResponse,
} from '@backlit/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

/** POST /api/contact — 200 sent; 422 field errors; 429 too many messages. */
export async function sendContact(request: ContactRequest): Promise<ContactResponse> {
  await ensureCsrfCookie();
  return apiFetch(CONTACT_PATH, { method: 'POST', body: request, schema: ContactResponseSchema });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
