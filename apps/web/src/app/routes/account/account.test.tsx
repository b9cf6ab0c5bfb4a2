import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@backlit/domain';
import { answer, CUSTOMER, signedInAs, XSRF_TOKEN } from '../../../../test/fake-api';
import { preloadPasswordStrength } from '../../../../test/password-strength';
import { renderRoute } from '../../../../test/render-route';

beforeAll(preloadPasswordStrength);

// happy-dom evaluates media queries against its viewport, which tests can resize.
type HappyDomWindow = { happyDOM: { setViewport(viewport: { width: number }): void } };

const PROFILE: Profile = {
  firstname: 'Jane',
  lastname: 'Doe',
  companyname: null,
  username: 'jane_doe',
  email: 'jane@example.com',
  phone: '+1 404 555 0100',
  address: '1 Main St',
  address2: null,
  city: 'Atlanta',
  state: 'GA',
  codepostal: '30318',
  country: 'US',
  affiliations: { GIGA: false, EDPA: true, ASI: false },
  member_numbers: {},
};

/** The account page's change-password section (the e-mail section asks for the password too). */
async function passwordSection() {
  return within(await screen.findByRole('region', { name: 'Change password' }));
}

/** Signed in as the customer, with their details on the account page. */
function signedInWithProfile() {
  const api = signedInAs(CUSTOMER);
  api.on('GET /api/account/profile', () => answer(200, { profile: PROFILE }));
  return api;
}

describe('client dashboard', () => {
  it('greets the customer and offers only what works', async () => {
    signedInAs(CUSTOMER);
    renderRoute('/dashboard-client');
    expect(await screen.findByRole('heading', { name: 'Hello, Jane' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard-client'],
      ['Orders', '/dashboard-client/orders'],
      ['Quotes', '/dashboard-client/quotes'],
      ['My shows', '/dashboard-client/shows'],
      ['Invoices', '/dashboard-client/invoices'],
      ['Addresses', '/dashboard-client/addresses'],
      ['Company', '/dashboard-client/company'],
      ['Payment methods', '/dashboard-client/payment-methods'],
      ['Account details', '/dashboard-client/account'],
      ['Wish list', '/dashboard-client/wishlist'],
      ['My frames', '/dashboard-client/frames'],
      ['Reviews', '/dashboard-client/reviews'],
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

  it('keeps the menu to one line on a phone, opening over the page', async () => {
    (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 390 });
    try {
      signedInAs(CUSTOMER);
      const { user, router } = renderRoute('/dashboard-client/orders');
      const menu = await screen.findByRole('navigation', { name: 'My account' });
      const trigger = within(menu).getByRole('button', { name: 'My account: Orders' });
      // One line: no list of links pushes the page down.
      expect(within(menu).queryAllByRole('link')).toHaveLength(0);
      await user.click(trigger);
      const list = await screen.findByRole('menu');
      expect(
        within(list)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Dashboard',
        'Orders',
        'Quotes',
        'My shows',
        'Invoices',
        'Addresses',
        'Company',
        'Payment methods',
        'Account details',
        'Wish list',
        'My frames',
        'Reviews',
        'Log out',
      ]);
      expect(within(list).getByRole('menuitem', { name: 'Orders' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await user.click(within(list).getByRole('menuitem', { name: 'Addresses' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/dashboard-client/addresses'),
      );
      expect(
        await within(menu).findByRole('button', { name: 'My account: Addresses' }),
      ).toBeVisible();
    } finally {
      (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 1024 });
    }
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
    const api = signedInWithProfile();
    document.cookie = `XSRF-TOKEN=${encodeURIComponent(XSRF_TOKEN)}; path=/`;
    api.on('POST /api/change-password', () =>
      answer(200, { message: 'Your password has been changed.' }),
    );
    const { user } = renderRoute('/dashboard-client/account');
    const section = await passwordSection();
    const current = await section.findByLabelText(/^Current password/);
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
    expect(section.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows a wrong current password next to its field', async () => {
    const api = signedInWithProfile();
    api.on('POST /api/change-password', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { current_password: ['The current password is incorrect.'] },
      }),
    );
    const { user } = renderRoute('/dashboard-client/account');
    const section = await passwordSection();
    await user.click(await section.findByLabelText(/^Current password/));
    await user.paste('wrong');
    await user.click(screen.getByLabelText(/^New password/));
    await user.paste('copper lantern drifts north 47');
    await user.click(screen.getByLabelText(/^Confirm new password/));
    await user.paste('copper lantern drifts north 47');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The current password is incorrect.')).toBeVisible();
    expect(section.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    // The browser had no CSRF cookie yet: it asked for one before writing.
    expect(api.requestsTo('GET /sanctum/csrf-cookie')).toHaveLength(1);
  });

  it('saves the account details and shows a taken username next to its field', async () => {
    const api = signedInWithProfile();
    let attempt = 0;
    api.on('PUT /api/account/profile', (request) =>
      ++attempt === 1
        ? answer(422, {
            message: 'The given data was invalid.',
            validation_errors: { username: ['The username has already been taken.'] },
          })
        : answer(200, {
            message: 'Your account details have been saved.',
            profile: { ...PROFILE, ...(request.body as object), companyname: 'Doe Displays' },
          }),
    );
    const { user } = renderRoute('/dashboard-client/account');
    const company = await screen.findByLabelText(/^Company name/);
    await user.type(company, 'Doe Displays');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('The username has already been taken.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your account details have been saved.')).toBeVisible();
    const requests = api.requestsTo('PUT /api/account/profile');
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toMatchObject({
      firstname: 'Jane',
      companyname: 'Doe Displays',
      username: 'jane_doe',
      country: 'US',
      affiliations: { GIGA: false, EDPA: true, ASI: false },
    });
  });

  it('asks for the password to change the e-mail and says where the link went', async () => {
    const api = signedInWithProfile();
    api.on('POST /api/account/email', () =>
      answer(200, { message: 'We have sent a confirmation link to new@example.com.' }),
    );
    const { user } = renderRoute('/dashboard-client/account');
    const section = within(await screen.findByRole('region', { name: 'Change email' }));
    await user.type(await section.findByLabelText(/^New email/), 'New@Example.com');
    await user.click(section.getByRole('button', { name: 'Send confirmation link' }));
    expect(await section.findByText('The current password is required.')).toBeVisible();
    expect(api.requestsTo('POST /api/account/email')).toHaveLength(0);

    await user.type(section.getByLabelText(/^Current password/), 'my secret words');
    await user.click(section.getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await section.findByText('We have sent a confirmation link to new@example.com.'),
    ).toBeVisible();
    expect(api.requestsTo('POST /api/account/email')[0]?.body).toEqual({
      email: 'new@example.com',
      current_password: 'my secret words',
    });
  });
});
