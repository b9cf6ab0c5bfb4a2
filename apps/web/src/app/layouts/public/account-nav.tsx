import { User } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { lazyComponent } from '../../../lib/chunk-load';
import { accountHomePath, useAuthSession } from '../../../lib/auth-session';

// Only signed-in visitors need it: its code stays off the storefront's first load.
const logoutButton = lazyComponent(
  'logout-button',
  async () => (await import('./logout-button')).LogoutButton,
);

const itemClassName =
  'inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-slate-800 transition-colors hover:bg-slate-100 disabled:cursor-wait disabled:opacity-60';

/**
 * The header's account slot: 'Login' when signed out; 'MY ACCOUNT' (back-office for staff, client
 * dashboard for customers) and 'Log out' when signed in. It reads the stored session
 * synchronously, so it never flickers; other tabs signing in or out update it.
 */
export function AccountNav() {
  const session = useAuthSession();

  if (!session) {
    return (
      <Link to="/login" className={itemClassName}>
        <User aria-hidden className="size-4.5" />
        <span className="max-sm:sr-only">Login</span>
      </Link>
    );
  }
  return (
    <>
      {/* On phones and beside the full navigation of a small desktop the label is hidden (the
          header's row has no room for it): a green dot tells signed in from signed out. */}
      <Link to={accountHomePath(session.role)} className={`${itemClassName} relative`}>
        <User aria-hidden className="size-4.5" />
        <span
          aria-hidden
          className="absolute top-2 right-2 size-2 rounded-full bg-emerald-500 ring-2 ring-white sm:max-lg:hidden xl:hidden"
        />
        <span className="uppercase max-sm:sr-only lg:max-xl:sr-only">My account</span>
      </Link>
      <Suspense>
        <logoutButton.Component
          className={`${itemClassName} font-medium text-slate-600 max-sm:hidden`}
        />
      </Suspense>
    </>
  );
}
