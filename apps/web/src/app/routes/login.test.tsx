import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, ADMIN, CUSTOMER, fakeApi, signedInAs, XSRF_TOKEN } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

function loginAnswer(user: typeof CUSTOMER) {
  return answer(200, {
    message: 'Logged in successfully.',
    token: 'never-stored',
    username: user.username,
    role_as: user.role_as,
  });
}

async function logIn(path = '/login', email = 'jane@example.com', password = 'secret-pass') {
  const view = renderRoute(path);
  const { user } = view;
  await user.type(await screen.findByRole('textbox', { name: /email address/i }), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return view;
}

describe('login page', () => {
  it('offers remember me, the lost-password link and registration', async () => {
    fakeApi();
    renderRoute('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to your account' }),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Lost your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await waitFor(() => expect(document.title).toBe('Login | Backlit Shop'));
  });

  it('checks the fields in the browser before calling the server', async () => {
    const api = fakeApi();
    const { user } = renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    const email = screen.getByRole('textbox', { name: /email address/i });
    expect(await screen.findByText('The email is required.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The email is required.');
    expect(screen.getByText('The password is required.')).toBeVisible();
    expect(api.requestsTo('POST /api/login')).toHaveLength(0);
  });

  it('shows the server’s validation errors next to their fields', async () => {
    const api = fakeApi();
    api.on('POST /api/login', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { email: ['The email must be a valid email address.'] },
      }),
    );
    await logIn();

    const email = screen.getByRole('textbox', { name: /email address/i });
    expect(await screen.findByText('The email must be a valid email address.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The email must be a valid email address.');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a 401 as the form’s message and stores nothing', async () => {
    const api = fakeApi();
    api.on('POST /api/login', () =>
      answer(401, { message: 'These credentials do not match our records.' }),
    );
    const { router } = await logIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('auth_username')).toBeNull();
  });

  it('shows the rate limit message of a 429', async () => {
    const api = fakeApi();
    api.on('POST /api/login', () =>
      answer(429, { message: 'Too many login attempts. Please try again in 60 seconds.' }),
    );
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts');
  });

  it('fetches the CSRF cookie first and echoes it in X-XSRF-TOKEN with remember me', async () => {
    const api = fakeApi();
    api.on('POST /api/login', () => loginAnswer(CUSTOMER));
    const { user } = renderRoute('/login');
    await user.type(
      await screen.findByRole('textbox', { name: /email address/i }),
      ' Jane@Example.com ',
    );
    await user.type(screen.getByLabelText(/^password/i), 'secret-pass');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(api.requestsTo('POST /api/login')).toHaveLength(1));
    const paths = api.requests.map((request) => `${request.method} ${request.path}`);
    expect(paths.indexOf('GET /sanctum/csrf-cookie')).toBeLessThan(
      paths.indexOf('POST /api/login'),
    );
    const [login] = api.requestsTo('POST /api/login');
    expect(login?.headers.get('X-XSRF-TOKEN')).toBe(XSRF_TOKEN);
    expect(login?.body).toEqual({
      email: 'jane@example.com',
      password: 'secret-pass',
      remember: true,
    });
  });

  it('signs a customer in: stores username and role, never the token, and opens the client dashboard', async () => {
    const api = fakeApi();
    api.on('POST /api/login', () => {
      api.state.user = CUSTOMER;
      return loginAnswer(CUSTOMER);
    });
    const { router } = await logIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-client'));
    expect(localStorage.getItem('auth_username')).toBe('jane_doe');
    expect(localStorage.getItem('role_as')).toBe('0');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('never-stored');
    expect(await screen.findByRole('heading', { name: 'Hello, Jane' })).toBeVisible();
  });

  it('sends staff to the admin dashboard', async () => {
    const api = fakeApi();
    api.on('POST /api/login', () => {
      api.state.user = ADMIN;
      return loginAnswer(ADMIN);
    });
    const { router } = await logIn('/login', 'staff@backlitshop.com');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(localStorage.getItem('role_as')).toBe('1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it('returns a customer to the page in ?redirect=', async () => {
    const api = fakeApi();
    api.on('POST /api/login', () => {
      api.state.user = CUSTOMER;
      return loginAnswer(CUSTOMER);
    });
    const { router } = await logIn('/login?redirect=%2Fdashboard-client%2Faccount%3Ftab%3D1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-client/account'));
    expect(router.state.location.search).toBe('?tab=1');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    'javascript:alert(1)',
  ])('refuses the off-site redirect %s', async (target) => {
    const api = fakeApi();
    api.on('POST /api/login', () => {
      api.state.user = CUSTOMER;
      return loginAnswer(CUSTOMER);
    });
    const { router } = await logIn(`/login?${new URLSearchParams({ redirect: target })}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-client'));
  });

  it('sends a signed-in visitor on to their dashboard', async () => {
    signedInAs(ADMIN);
    const { router } = renderRoute('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('links the header to MY ACCOUNT once signed in', async () => {
    const api = fakeApi();
    api.on('POST /api/login', () => {
      api.state.user = CUSTOMER;
      return loginAnswer(CUSTOMER);
    });
    await logIn();
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: /my account/i })).toHaveAttribute(
      'href',
      '/dashboard-client',
    );
  });
});
