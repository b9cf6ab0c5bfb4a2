import { AuthSuccessSchema, type AuthSuccess, type LoginRequest } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { getCsrfCookie } from './csrf-cookie';
import { onSignedIn } from './signed-in';

/** POST /api/login — sets the HttpOnly session cookie; 401 wrong credentials, 429 too many tries. */
export async function login(body: LoginRequest): Promise<AuthSuccess> {
  await getCsrfCookie();
  return apiFetch('/api/login', { method: 'POST', body, schema: AuthSuccessSchema });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => onSignedIn(queryClient, answer),
  });
}
