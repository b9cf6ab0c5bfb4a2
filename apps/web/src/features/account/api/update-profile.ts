import { ProfileResponseSchema, type ProfileRequest, type ProfileResponse } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { profileKeys } from './get-profile';

/** PUT /api/account/profile — the registration fields (not e-mail or password). */
export async function updateProfile(body: ProfileRequest): Promise<ProfileResponse> {
  await ensureCsrfCookie();
  return apiFetch('/api/account/profile', { method: 'PUT', body, schema: ProfileResponseSchema });
}

/** `onSaved` hears the new details (the username shows in the header and the greeting). */
export function useUpdateProfile(onSaved: (response: ProfileResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (response) => {
      queryClient.removeQueries({ queryKey: profileKeys.all });
      onSaved(response);
    },
  });
}
