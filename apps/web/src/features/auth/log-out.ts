import type { NavigateFunction } from 'react-router';
import { isApiError } from '../../lib/api-error';

/**
 * Logs out and goes home; on failure says why in a toast and keeps the signed-in state.
 * Its heavier parts (API client, React Query, toaster) load here, on click, not with the header.
 */
export async function logOutAndGoHome(
  navigate: NavigateFunction,
  // Passed in rather than imported: the session store imports React, and this chunk (no JSX)
  // would then split React out of the JSX runtime chunk, growing the home page by a chunk.
  clearAuthSession: () => void,
): Promise<void> {
  const { logout, clearServerData } = await import('./api/logout');
  try {
    await logout();
  } catch (error) {
    const { toast } = await import('../../components/ui/toast');
    const reason = isApiError(error) ? error.message : 'Check your connection and try again.';
    toast.error(`We could not log you out. ${reason}`);
    return;
  }
  // Only a 200 (or 401: already signed out) clears the browser's state, then home.
  clearAuthSession();
  await navigate('/');
  // Only once away: a protected page still on screen would refetch and redirect to /login.
  clearServerData();
}
