import { useLocation } from 'react-router';

/** The login page, told to come back here afterwards (the auth feature reads `redirect`). */
export function useLoginPathHere(): string {
  const { pathname, search, hash } = useLocation();
  return `/login?${new URLSearchParams({ redirect: `${pathname}${search}${hash}` })}`;
}
