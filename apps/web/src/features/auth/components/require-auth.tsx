import { ROLE, SHOP_BUSY_MESSAGE } from '@backlit/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { StatusMessage } from '../../../components/status-message';
import { Spinner } from '../../../components/ui/spinner';
import { RetryButton } from '../../../components/ui/retry-button';
import { isApiError, isShopBusy } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../api/current-user';
import { loginPathFor } from '../lib/redirect';

type RequireAuthProps = {
  /** "admin": staff only (role_as 1); a signed-in customer is sent to /403. */
  requiredRole?: 'admin';
  /** Class of the loading and error frames (the admin area fills the screen). */
  className?: string;
  children: ReactNode;
};

/**
 * The protected-route guard: asks the server who is signed in, shows 'Loading...', then
 * renders the page, or sends the visitor to /login with the way back. The server enforces the
 * same rule on every call; this only keeps people from landing on pages they cannot use.
 */
export function RequireAuth({ requiredRole, className, children }: RequireAuthProps) {
  const location = useLocation();
  const currentUser = useCurrentUser();

  if (currentUser.isPending) {
    return (
      <div className={cn('grid place-items-center py-24', className)}>
        <Spinner label="Loading..." showLabel />
      </div>
    );
  }

  if (currentUser.isError) {
    if (isApiError(currentUser.error, 401)) {
      const here = `${location.pathname}${location.search}${location.hash}`;
      return <Navigate replace to={loginPathFor(here)} />;
    }
    return (
      <StatusMessage
        title="We could not check your sign-in"
        className={className}
        actions={
          <RetryButton
            onRetry={() => void currentUser.refetch()}
            disabled={currentUser.isFetching}
          />
        }
      >
        <p>
          {isShopBusy(currentUser.error)
            ? SHOP_BUSY_MESSAGE
            : 'The shop did not answer. Check your connection, then try again.'}
        </p>
      </StatusMessage>
    );
  }

  if (requiredRole === 'admin' && currentUser.data.role_as !== ROLE.admin) {
    return <Navigate replace to="/403" />;
  }
  return children;
}
