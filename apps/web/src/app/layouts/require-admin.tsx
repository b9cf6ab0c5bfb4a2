import { Outlet } from 'react-router';
import { RequireAuth } from '../../features/auth';

/** The whole back-office: staff only (customers are sent to /403, visitors to /login). */
function RequireAdmin() {
  return (
    <RequireAuth requiredRole="admin" className="min-h-dvh">
      <Outlet />
    </RequireAuth>
  );
}

export { RequireAdmin as Component };
