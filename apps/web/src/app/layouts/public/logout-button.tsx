import { useLogout } from '../../../features/auth/use-logout';

/** The header's 'Log out', next to MY ACCOUNT. Phones log out from the menu drawer. */
export function LogoutButton({ className }: { className: string }) {
  const { logOut, pending } = useLogout();
  return (
    <button type="button" onClick={() => void logOut()} disabled={pending} className={className}>
      Log out
    </button>
  );
}
