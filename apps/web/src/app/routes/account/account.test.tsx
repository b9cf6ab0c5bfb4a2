import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, CUSTOMER, signedInAs, XSRF_TOKEN } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

beforeAll(async () => {
  await import('@backlit/domain/password-strength');
});

describe('client dashboard', () => {
  it('greets the customer and offers only what works', async () => {
    signedInAs(CUSTOMER);
    renderRoute('/dashboard-client');
    expect(await screen.findByRole('heading', { name: /hello, jane_doe/i })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard-client'],
      ['Orders', '/dashboard-client/orders'],
      ['Invoices', '/dashboard-client/invoices'],
      ['Payment methods', '/dashboard-client/payment-methods'],
      ['Account details', '/dashboard-client/account'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /account details.*your name/i })).toHaveAttribute(
      'href',
      '/dashboard-client/account',
    );
    expect(screen.getByRole('link', { name: /^orders where/i })).toHaveAttribute(
      'href',
      '/dashboard-client/orders',
    );
    expect(screen.getByRole('link', { name: /^invoices download/i })).toHaveAttribute(
      'href',
      '/dashboard-client/invoices',
    );
    await waitFor(() => expect(document.title).toBe('My account | Backlit Shop'));
  });

  it('logs out from the dashboard tile', async () => {
    const api = signedInAs(CUSTOMER);
    const { user, router } = renderRoute('/dashboard-client');
    await user.click(await screen.findByRole('button', { name: /log out.*sign out/i }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requestsTo('POST /api/logout')).toHaveLength(1);
    expect(localStorage.getItem('auth_username')).toBeNull();
  });

  it('changes the password with the current one and says so', async () => {
    const api = signedInAs(CUSTOMER);
    document.cookie = `XSRF-TOKEN=${encodeURIComponent(XSRF_TOKEN)}; path=/`;
    api.on('POST /api/change-password', () =>
      answer(200, { message: 'Your password has been changed.' }),
    );
    const { user } = renderRoute('/dashboard-client/account');
    const current = await screen.findByLabelText(/^Current password/);
    expect(screen.getByText('jane@example.com')).toBeVisible();

    await user.click(current);
    await user.paste('old secret words');
    await user.click(screen.getByLabelText(/^New password/));
    await user.paste('copper lantern drifts north 47');
    await user.click(screen.getByLabelText(/^Confirm new password/));
    await user.paste('copper lantern drifts north 47');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password has been changed.')).toBeVisible();
    const [request] = api.requestsTo('POST /api/change-password');
    expect(request?.body).toEqual({
      current_password: 'old secret words',
      password: 'copper lantern drifts north 47',
    });
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe(XSRF_TOKEN);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows a wrong current password next to its field', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('POST /api/change-password', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { current_password: ['The current password is incorrect.'] },
      }),
    );
    const { user } = renderRoute('/dashboard-client/account');
    await user.click(await screen.findByLabelText(/^Current password/));
    await user.paste('wrong');
    await user.click(screen.getByLabelText(/^New password/));
    await user.paste('copper lantern drifts north 47');
    await user.click(screen.getByLabelText(/^Confirm new password/));
    await user.paste('copper lantern drifts north 47');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The current password is incorrect.')).toBeVisible();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    // The browser had no CSRF cookie yet: it asked for one before writing.
    expect(api.requestsTo('GET /sanctum/csrf-cookie')).toHaveLength(1);
  });
});
