import { CheckAuthResponseSchema, type CurrentUser } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { clearAuthSession, getAuthSession, saveAuthSession } from '../../../lib/auth-session';

export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
};

/**
 * GET /api/checkingAuthenticated — the server's word on who is signed in. It also keeps the
 * browser's stored username and role (what the header shows) in line with that answer.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  try {
    const { user } = await apiFetch('/api/checkingAuthenticated', {
      schema: CheckAuthResponseSchema,
      signal,
    });
    // A check cancelled meanwhile (logout cleared the cache) must not bring the session back.
    signal?.throwIfAborted();
    const stored = getAuthSession();
    if (stored?.username !== user.username || stored.role !== user.role_as) {
      saveAuthSession({ username: user.username, role: user.role_as });
    }
    return user;
  } catch (error) {
    if (isApiError(error, 401) && !signal?.aborted) clearAuthSession();
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
