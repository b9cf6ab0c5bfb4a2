import { Outlet } from 'react-router';
import { RequireAuth } from '../../features/auth';

/** Pages for any signed-in account (the client dashboard); visitors are sent to /login. */
function RequireSignIn() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

export { RequireSignIn as Component };
