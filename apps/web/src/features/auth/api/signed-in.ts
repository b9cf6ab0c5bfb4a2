import type { AuthSuccess } from '@backlit/domain';
import type { QueryClient } from '@tanstack/react-query';
import { saveAuthSession } from '../../../lib/auth-session';
import { authKeys } from './current-user';

/** After login or registration: remember who signed in, forget the previous visitor's data. */
export function onSignedIn(queryClient: QueryClient, answer: AuthSuccess): void {
  queryClient.removeQueries({ queryKey: authKeys.all });
  void queryClient.invalidateQueries();
  saveAuthSession({ username: answer.username, role: answer.role_as });
}
