import { ROLE, type Role } from '@backlit/domain';
import { accountHomePath } from '../../../lib/auth-session';

/** Pages a signed-in visitor must not be sent back to (they would bounce straight away). */
const NO_RETURN_PATHS = new Set(['/login', '/register']);

/**
 * The `?redirect=` target if it is a path on this site, else null. Anything that could leave
 * the site (`https://…`, `//host`, `/\host`, control characters the URL parser strips) is
 * refused: an open redirect after login is a phishing tool.
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || NO_RETURN_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a visitor goes once signed in: staff to the back-office, customers back or home. */
export function destinationAfterLogin(role: Role, redirect: string | null): string {
  if (role === ROLE.admin) return accountHomePath(role);
  return safeRedirectPath(redirect) ?? accountHomePath(role);
}

/** The login page, told to come back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ redirect: path })}`;
}
