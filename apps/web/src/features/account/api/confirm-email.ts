import { MessageResponseSchema, type MessageResponse } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { profileKeys } from './get-profile';

/** POST /api/account/email/confirm — applies the change of the e-mailed link (once). */
export async function confirmEmail(token: string): Promise<MessageResponse> {
  await ensureCsrfCookie();
  return apiFetch('/api/account/email/confirm', {
    method: 'POST',
    body: { token },
    schema: MessageResponseSchema,
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // The e-mail shows in the profile and in the current user alike.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: profileKeys.all });
      return queryClient.invalidateQueries();
    },
  });
}
