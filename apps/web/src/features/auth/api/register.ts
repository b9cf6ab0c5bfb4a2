import { AuthSuccessSchema, type AuthSuccess, type RegisterRequest } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { getCsrfCookie } from './csrf-cookie';
import { onSignedIn } from './signed-in';

/** POST /api/register — creates a customer account and signs them in (session cookie). */
export async function register(body: RegisterRequest): Promise<AuthSuccess> {
  await getCsrfCookie();
  return apiFetch('/api/register', { method: 'POST', body, schema: AuthSuccessSchema });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (answer) => onSignedIn(queryClient, answer),
  });
}
