import { describe, expect, it, vi } from 'vitest';
import {
  accountHomePath,
  clearAuthSession,
  getAuthSession,
  saveAuthSession,
  subscribeAuthSession,
} from './auth-session';

describe('auth session store', () => {
  it('keeps username and role in auth_username and role_as, never a token', () => {
    saveAuthSession({ username: 'jane_doe', role: 0 });
    expect({ ...localStorage }).toEqual({ auth_username: 'jane_doe', role_as: '0' });
    expect(getAuthSession()).toEqual({ username: 'jane_doe', role: 0 });
    // The same object while nothing changes, as useSyncExternalStore requires.
    expect(getAuthSession()).toBe(getAuthSession());
  });

  it('clears both keys, and any token an older version left behind', () => {
    localStorage.setItem('auth_token', 'legacy');
    saveAuthSession({ username: 'shop_staff', role: 1 });
    clearAuthSession();
    expect(localStorage.length).toBe(0);
    expect(getAuthSession()).toBeNull();
  });

  it('notifies subscribers of changes here and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuthSession(listener);
    saveAuthSession({ username: 'jane_doe', role: 0 });
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_username' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    clearAuthSession();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('treats anything but role 1 as a customer', () => {
    localStorage.setItem('auth_username', 'someone');
    localStorage.setItem('role_as', 'admin');
    expect(getAuthSession()?.role).toBe(0);
    expect(accountHomePath(0)).toBe('/dashboard-client');
    expect(accountHomePath(1)).toBe('/admin/dashboard');
  });
});
