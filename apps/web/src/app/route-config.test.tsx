import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, CUSTOMER, fakeApi, signedInAs } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

describe('routes', () => {
  it('renders the not-found page for an unknown path', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
      'href',
      '/allproducts',
    );
    await waitFor(() => expect(document.title).toBe('Page not found | Backlit Shop'));
  });

  it('renders the not-found page at /404 inside the storefront frame', async () => {
    renderRoute('/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });

  it('renders the forbidden page at /403', async () => {
    renderRoute('/403');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Access denied | Backlit Shop'));
  });

  it('redirects the admin index to the dashboard', async () => {
    signedInAs(ADMIN);
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('shows an honest empty catalog with the sort order kept in the URL', async () => {
    const api = fakeApi();
    api.on('GET /api/getCategory', () => answer(200, { categories: [] }));
    api.on('GET /api/fetchProducts/all', () =>
      answer(200, { product_data: { products: [], total: 0, page: 1, per_page: 6 } }),
    );
    const { router, user } = renderRoute('/allproducts');
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    expect(await screen.findByText('No products found.')).toBeVisible();
    expect(screen.getByText('No products')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeVisible();

    const sort = screen.getByRole('combobox', { name: 'Sort products' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Featured',
      'Best selling',
      'Top rated',
      'Newest',
      'Price: low to high',
      'Price: high to low',
    ]);
    await user.selectOptions(sort, 'Price: low to high');
    expect(router.state.location.search).toBe('?sort=price_asc');
    expect(sort).toHaveValue('price_asc');
  });

  it('titles a category page with the category from the URL', async () => {
    const api = fakeApi();
    api.on('GET /api/getCategory', () => answer(200, { categories: [] }));
    api.on('GET /api/fetchProducts/BacklitFrames', () =>
      answer(200, { product_data: { products: [], total: 0, page: 1, per_page: 6 } }),
    );
    renderRoute('/category/BacklitFrames');
    // Asked again until it holds: the page may render more than once while its data arrives.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'BacklitFrames' })).toBeVisible(),
    );
  });

  it.each([
    ['/artwork', 'Artwork'],
    ['/Miscellaneous', 'Miscellaneous'],
    ['/orderprocessing', 'Order processing'],
  ])('marks the FAQ tab of %s as the current page', async (path, label) => {
    const api = fakeApi();
    api.on('GET /api/content/faq', () => answer(200, { faq: [] }));
    renderRoute(path);
    const tabs = await screen.findByRole('navigation', { name: 'FAQ topics' });
    expect(within(tabs).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Show All' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    expect(await screen.findByText('No questions in this topic yet.')).toBeVisible();
  });

  it.each([
    ['/dashboard-client/orders', 'Orders', 'GET /api/account/orders'],
    ['/dashboard-client/orders/7', 'Order', 'GET /api/account/orders/7'],
    ['/dashboard-client/invoices', 'Invoices', 'GET /api/account/invoices'],
    ['/dashboard-client/payment-methods', 'Payment methods', 'GET /api/account/payments'],
  ] as const)('serves %s in the account area, behind sign-in', async (path, nav, call) => {
    fakeApi();
    const signedOut = renderRoute(path);
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/login'));
    signedOut.unmount();

    const api = signedInAs(CUSTOMER);
    renderRoute(path);
    const menu = await screen.findByRole('navigation', { name: 'My account' });
    const current = within(menu).getByRole('link', { name: nav === 'Order' ? 'Orders' : nav });
    expect(current).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(api.requestsTo(call)).toHaveLength(1));
  });

  it('confirms an e-mail change from the link, once, signed in or not', async () => {
    const api = fakeApi();
    api.on('POST /api/account/email/confirm', () =>
      answer(200, { message: 'Your e-mail address has been changed.' }),
    );
    renderRoute('/confirm-email?token=abc123');
    expect(await screen.findByText('Your e-mail address has been changed')).toBeVisible();
    expect(api.requestsTo('POST /api/account/email/confirm').map((r) => r.body)).toEqual([
      { token: 'abc123' },
    ]);
  });

  it('says when an e-mail confirmation link is used up or expired', async () => {
    const api = fakeApi();
    api.on('POST /api/account/email/confirm', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { token: ['This confirmation link is invalid or has expired.'] },
      }),
    );
    renderRoute('/confirm-email?token=used');
    expect(await screen.findByText('This link does not work')).toBeVisible();
    expect(screen.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
  });

  it('confirms the account’s address from the link, once, and leads to the orders it joined', async () => {
    const api = fakeApi();
    api.on('POST /api/verify-email', () =>
      answer(200, {
        status: 200,
        message: 'Your address is confirmed: 2 orders placed with it are now in your account.',
        orders_added: 2,
      }),
    );
    renderRoute('/verify-email?token=abc123');
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeVisible();
    expect(screen.getByText(/2 orders placed with it are now in your account/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/dashboard-client/orders',
    );
    expect(api.requestsTo('POST /api/verify-email').map((r) => r.body)).toEqual([
      { token: 'abc123' },
    ]);
  });

  it('says an address confirmation link without its token is incomplete, and sends nothing', async () => {
    const api = fakeApi();
    renderRoute('/verify-email');
    expect(await screen.findByText('This link does not work')).toBeVisible();
    expect(screen.getByText(/The confirmation link is incomplete/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.requestsTo('POST /api/verify-email')).toHaveLength(0);
  });
});
