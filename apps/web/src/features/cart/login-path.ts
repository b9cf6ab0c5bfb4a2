import { useLocation } from 'react-router';

/** The login page, told to come back to `path` afterwards (the auth feature reads `redirect`). */
export function loginPathTo(path: string): string {
  return `/login?${new URLSearchParams({ redirect: path })}`;
}

/** The registration page, told to come back to `path` afterwards. */
export function registerPathTo(path: string): string {
  return `/register?${new URLSearchParams({ redirect: path })}`;
}

/** The login page, told to come back here afterwards. */
export function useLoginPathHere(): string {
  const { pathname, search, hash } = useLocation();
  return loginPathTo(`${pathname}${search}${hash}`);
}
