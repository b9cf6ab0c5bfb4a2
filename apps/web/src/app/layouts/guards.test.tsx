import { SHOP_BUSY_MESSAGE } from '@backlit/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  answer,
  CUSTOMER,
  deferred,
  fakeApi,
  signedInAs,
  UNAUTHENTICATED,
  type FakeAnswer,
} from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

describe('protected-route guard', () => {
  it('shows Loading... while it asks the server, then sends a visitor to log in and back', async () => {
    const api = fakeApi();
    const check = deferred<FakeAnswer>();
    api.on('GET /api/checkingAuthenticated', () => check.promise);
    const { router } = renderRoute('/dashboard-client/account?tab=password');

    expect(await screen.findByText('Loading...')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard-client/account');

    check.resolve(UNAUTHENTICATED);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/dashboard-client/account?tab=password',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to your account' }),
    ).toBeVisible();
  });

  it('forgets a stale stored session when the server says 401', async () => {
    localStorage.setItem('auth_username', 'jane_doe');
    localStorage.setItem('role_as', '0');
    fakeApi();
    const { router } = renderRoute('/dashboard-client');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('auth_username')).toBeNull();
    expect(localStorage.getItem('role_as')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('sends an anonymous visitor of the back-office to log in', async () => {
    fakeApi();
    const { router } = renderRoute('/admin/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Forders');
  });

  it('shows /403 to a customer opening the back-office, without its frame', async () => {
    signedInAs(CUSTOMER);
    const { router } = renderRoute('/admin/view-products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/dashboard-client',
    );
  });

  it('lets staff into the back-office', async () => {
    signedInAs(ADMIN);
    const { router } = renderRoute('/admin/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/orders');
  });

  it('trusts the server over the browser’s stored role', async () => {
    // The browser says staff, the server says customer: the server wins.
    localStorage.setItem('auth_username', 'jane_doe');
    localStorage.setItem('role_as', '1');
    fakeApi({ user: CUSTOMER });
    const { router } = renderRoute('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    expect(localStorage.getItem('role_as')).toBe('0');
  });

  it('says the shop is busy and offers to try again when it answers 503', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/checkingAuthenticated', () => answer(503, { message: 'Unavailable' }));
    const { user } = renderRoute('/dashboard-client');
    const retry = await screen.findByRole(
      'button',
      { name: 'Try again' },
      { timeout: 5000 }, // React Query retries a 5xx twice first.
    );
    expect(screen.getByText(SHOP_BUSY_MESSAGE)).toBeVisible();
    // Busy is not signed out: the stored session stays.
    expect(localStorage.getItem('auth_username')).toBe(CUSTOMER.username);
    api.on('GET /api/checkingAuthenticated', () =>
      answer(200, { message: 'Authenticated.', user: CUSTOMER }),
    );
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Hello, Jane' })).toBeVisible();
  });
});
