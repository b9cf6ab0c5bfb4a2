import { MessageResponseSchema } from '@backlit/domain';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { queryClient } from '../../../lib/query-client';
import { ensureCsrfCookie } from './csrf-cookie';

/**
 * POST /api/logout. Resolves when the session is over: the server answered 200, or 401 (it had
 * already ended). Any other answer rejects and the browser keeps its signed-in state, so a
 * logout that failed never looks as if it worked.
 */
export async function logout(): Promise<void> {
  try {
    await ensureCsrfCookie();
    await apiFetch('/api/logout', { method: 'POST', schema: MessageResponseSchema });
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
  }
}

/** Drops every cached answer, so nothing of the previous account shows to the next visitor. */
export function clearServerData(): void {
  queryClient.clear();
}
