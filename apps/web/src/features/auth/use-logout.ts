import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearAuthSession } from '../../lib/auth-session';

/**
 * Log out from anywhere (storefront header, client dashboard, admin sidebar). A light entry point
 * of this feature: the storefront header uses it and must stay within the home page's JavaScript
 * budget, so the work itself (./log-out) loads on click.
 */
export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function logOut() {
    setPending(true);
    try {
      const { logOutAndGoHome } = await import('./log-out');
      await logOutAndGoHome(navigate, clearAuthSession);
    } finally {
      setPending(false);
    }
  }

  return { logOut, pending };
}
