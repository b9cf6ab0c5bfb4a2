import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, CUSTOMER, fakeApi, XSRF_TOKEN } from '../../../test/fake-api';
import { preloadPasswordStrength } from '../../../test/password-strength';
import { renderRoute } from '../../../test/render-route';

const SAME_ANSWER =
  'If an account exists for that email, we have sent a link to reset its password.';

beforeAll(preloadPasswordStrength);

describe('forgot password', () => {
  it('always shows the server’s answer', async () => {
    const api = fakeApi();
    api.on('POST /api/forgot-password', () => answer(200, { message: SAME_ANSWER }));
    const { user } = renderRoute('/forgot-password');
    await user.type(
      await screen.findByRole('textbox', { name: /email address/i }),
      'Someone@Example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SAME_ANSWER);
    const [request] = api.requestsTo('POST /api/forgot-password');
    expect(request?.body).toEqual({ email: 'someone@example.com' });
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe(XSRF_TOKEN);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});

describe('reset password', () => {
  async function setNewPassword(path: string, password = 'copper lantern drifts north 47') {
    const view = renderRoute(path);
    const { user } = view;
    await user.click(await screen.findByLabelText(/^New password/));
    await user.paste(password);
    await user.click(screen.getByLabelText(/^Confirm new password/));
    await user.paste(password);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    return view;
  }

  it('sets the new password with the link’s token and signs this browser out', async () => {
    localStorage.setItem('auth_username', CUSTOMER.username);
    localStorage.setItem('role_as', '0');
    const api = fakeApi({ user: CUSTOMER });
    api.on('POST /api/reset-password', () =>
      answer(200, { message: 'Your password has been reset.' }),
    );
    await setNewPassword('/reset-password?token=abc123');

    expect(await screen.findByText('Your password has been reset.')).toBeVisible();
    expect(api.requestsTo('POST /api/reset-password')[0]?.body).toEqual({
      token: 'abc123',
      password: 'copper lantern drifts north 47',
    });
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('auth_username')).toBeNull();
  });

  it('refuses a weak password before sending it', async () => {
    const api = fakeApi();
    await setNewPassword('/reset-password?token=abc123', 'Password123');
    await waitFor(() =>
      expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(api.requestsTo('POST /api/reset-password')).toHaveLength(0);
  });

  it('offers a new link when the token is refused', async () => {
    const api = fakeApi();
    api.on('POST /api/reset-password', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { token: ['This password reset link is invalid or has expired.'] },
      }),
    );
    await setNewPassword('/reset-password?token=used');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('explains a link without a token', async () => {
    fakeApi();
    renderRoute('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/link is incomplete/);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
});
