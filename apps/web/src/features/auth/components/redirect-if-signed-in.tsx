import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { destinationAfterLogin } from '../lib/redirect';
import { useAuthSession } from '../../../lib/auth-session';

/**
 * Sends a signed-in visitor on to their dashboard (or the page they asked for) instead of
 * showing a sign-in form. A successful login or registration lands here too: saving the session
 * re-renders the page, which then redirects, so there is one place that decides where to go.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  const [searchParams] = useSearchParams();
  if (session) {
    return (
      <Navigate replace to={destinationAfterLogin(session.role, searchParams.get('redirect'))} />
    );
  }
  return children;
}
