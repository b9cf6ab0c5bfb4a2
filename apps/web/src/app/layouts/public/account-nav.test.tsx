import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import {
  ADMIN,
  answer,
  CUSTOMER,
  fakeApi,
  signedInAs,
  XSRF_TOKEN,
} from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { expectToast } from '../../../../test/toast';

const header = async () => within(await screen.findByRole('banner'));

describe('header account slot', () => {
  it('offers Login to a visitor', async () => {
    fakeApi();
    renderRoute('/');
    const banner = await header();
    expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(banner.queryByRole('link', { name: /my account/i })).not.toBeInTheDocument();
    expect(banner.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it.each([
    { user: CUSTOMER, href: '/dashboard-client' },
    { user: ADMIN, href: '/admin/dashboard' },
  ])('leads $user.username to MY ACCOUNT at $href from the stored role', async ({ user, href }) => {
    signedInAs(user);
    renderRoute('/');
    const banner = await header();
    const myAccount = banner.getByRole('link', { name: /my account/i });
    expect(myAccount).toHaveAttribute('href', href);
    expect(myAccount).toHaveTextContent(/^my account$/i);
    expect(banner.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(await banner.findByRole('button', { name: 'Log out' })).toBeEnabled();
  });

  it('follows another tab signing in and out', async () => {
    fakeApi();
    renderRoute('/');
    const banner = await header();
    expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();

    act(() => {
      localStorage.setItem('auth_username', 'jane_doe');
      localStorage.setItem('role_as', '0');
      window.dispatchEvent(new StorageEvent('storage', { key: 'role_as' }));
    });
    // The header may suspend a moment while it reads who signed in: wait for the link.
    expect(await banner.findByRole('link', { name: /my account/i })).toHaveAttribute(
      'href',
      '/dashboard-client',
    );

    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(await banner.findByRole('link', { name: 'Login' })).toBeVisible();
  });
});

describe('logout', () => {
  async function logOutFromHeader(path = '/faq') {
    const view = renderRoute(path);
    const banner = await header();
    await view.user.click(await banner.findByRole('button', { name: 'Log out' }));
    return view;
  }

  it('posts with the CSRF token, then forgets the session and goes home on 200', async () => {
    const api = signedInAs(CUSTOMER);
    document.cookie = `XSRF-TOKEN=${encodeURIComponent(XSRF_TOKEN)}; path=/`;
    queryClient.setQueryData(['auth', 'current-user'], CUSTOMER);
    const { router } = await logOutFromHeader();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [request] = api.requestsTo('POST /api/logout');
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe(XSRF_TOKEN);
    expect(localStorage.getItem('auth_username')).toBeNull();
    expect(localStorage.getItem('role_as')).toBeNull();
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
    expect((await header()).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  it('also forgets the session when the server says it had already ended (401)', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('POST /api/logout', () => answer(401, { message: 'Unauthenticated.' }));
    const { router } = await logOutFromHeader();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('auth_username')).toBeNull();
  });

  it.each([403, 500])(
    'keeps the session and says so when the server answers %i',
    async (status) => {
      const api = signedInAs(CUSTOMER);
      api.on('POST /api/logout', () => answer(status, { message: 'CSRF token mismatch.' }));
      const { router } = await logOutFromHeader();

      await expectToast(/we could not log you out/i);
      expect(router.state.location.pathname).toBe('/faq');
      expect(localStorage.getItem('auth_username')).toBe('jane_doe');
      expect((await header()).getByRole('link', { name: /my account/i })).toBeVisible();
    },
  );

  it('works from the mobile menu', async () => {
    const api = signedInAs(ADMIN);
    const { user, router } = renderRoute('/faq');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: /my account/i })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await user.click(within(menu).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requestsTo('POST /api/logout')).toHaveLength(1);
    expect(localStorage.getItem('role_as')).toBeNull();
  });
});
