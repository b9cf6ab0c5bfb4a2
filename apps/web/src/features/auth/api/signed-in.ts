import type { AuthSuccess } from '@backlit/domain';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { saveAuthSession } from '../../../lib/auth-session';
import { rememberCartMerge } from '../../../lib/cart-merge-notice';
import { authKeys } from './current-user';

/**
 * After login or registration: remember who signed in, forget the previous visitor's data, and
 * say what did not fit when the cart filled while signed out joined the account's.
 */
export function onSignedIn(queryClient: QueryClient, answer: AuthSuccess): void {
  queryClient.removeQueries({ queryKey: authKeys.all });
  void queryClient.invalidateQueries();
  saveAuthSession({ username: answer.username, role: answer.role_as });
  const notice = answer.cart_merge && rememberCartMerge(answer.cart_merge);
  if (notice) toast.warning('Your cart was merged', { description: notice, duration: 10_000 });
}
