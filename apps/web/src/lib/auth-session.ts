import { ROLE, type Role } from '@backlit/domain';
import { useSyncExternalStore } from 'react';

/**
 * Who is signed in, as far as this browser knows: the `auth_username` and `role_as` localStorage
 * keys, the names the shop has always stored them under. It only decides what the header shows
 * and where "MY ACCOUNT" leads; the server decides access. The session token is never stored: it
 * travels in an HttpOnly cookie. Kept free of zod and React Query: the storefront header reads
 * it, and the home page's JavaScript budget has no room to spare.
 */
export const SESSION_KEYS = { username: 'auth_username', role: 'role_as' } as const;
/** Written by older versions of the shop; removed on sign-out so no token lingers. */
const LEGACY_TOKEN_KEY = 'auth_token';

export type AuthSession = { username: string; role: Role };

const listeners = new Set<() => void>();
let snapshot: { key: string; session: AuthSession | null } | undefined;

/** The stored session, the same object until it changes (as useSyncExternalStore needs). */
export function getAuthSession(): AuthSession | null {
  const username = readKey(SESSION_KEYS.username);
  const role = readKey(SESSION_KEYS.role);
  const key = `${username ?? ''}\n${role ?? ''}`;
  if (snapshot?.key !== key) {
    snapshot = {
      key,
      session: username
        ? { username, role: role === String(ROLE.admin) ? ROLE.admin : ROLE.customer }
        : null,
    };
  }
  return snapshot.session;
}

/** After login or registration. */
export function saveAuthSession({ username, role }: AuthSession): void {
  writeKey(SESSION_KEYS.username, username);
  writeKey(SESSION_KEYS.role, String(role));
  notify();
}

/** After logout, or when the server says the session is gone. */
export function clearAuthSession(): void {
  for (const key of [SESSION_KEYS.username, SESSION_KEYS.role, LEGACY_TOKEN_KEY]) removeKey(key);
  notify();
}

export function subscribeAuthSession(listener: () => void): () => void {
  // Another tab signing in or out changes localStorage there; this tab hears a storage event.
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The stored session, re-rendering when this or another tab signs in or out. */
export function useAuthSession(): AuthSession | null {
  return useSyncExternalStore(subscribeAuthSession, getAuthSession, () => null);
}

/** Where "MY ACCOUNT" leads: the back-office for staff, the client dashboard for customers. */
export function accountHomePath(role: Role): string {
  return role === ROLE.admin ? '/admin/dashboard' : '/dashboard-client';
}

function onStorage(event: StorageEvent) {
  // key null: the other tab cleared all of localStorage.
  if (event.key === null || event.key === SESSION_KEYS.username || event.key === SESSION_KEYS.role)
    notify();
}

function notify() {
  listeners.forEach((listener) => listener());
}

// Storage can be unavailable (privacy settings, full quota): the shop then works without it.
function readKey(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeKey(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // See readKey.
  }
}

function removeKey(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // See readKey.
  }
}
