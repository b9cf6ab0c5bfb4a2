import { ADMIN_SIDEBAR_BREAKPOINT_PX } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { expectToast } from '../../../../test/toast';

// happy-dom evaluates media queries against its viewport, which tests can resize.
type HappyDomWindow = { happyDOM: { setViewport(viewport: { width: number }): void } };
function setViewportWidth(width: number) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width });
}

const initialWidth = window.innerWidth;
afterEach(() => setViewportWidth(initialWidth));

describe('admin layout', () => {
  // The back-office is staff only: every test runs signed in as staff.
  let api: ReturnType<typeof signedInAs>;
  beforeEach(() => {
    api = signedInAs(ADMIN);
  });

  it('shows the sidebar with every back-office page on wide screens', async () => {
    setViewportWidth(ADMIN_SIDEBAR_BREAKPOINT_PX);
    api.on('GET /api/orders', () => answer(200, { orders: [], total: 0, page: 1, per_page: 25 }));
    renderRoute('/admin/orders');
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Categories', '/admin/view-category'],
      ['Add category', '/admin/category'],
      ['Products', '/admin/view-products'],
      ['Add product', '/admin/add-product'],
      ['Reviews', '/admin/reviews'],
      ['Orders', '/admin/orders'],
      ['Quotes', '/admin/quotes'],
      ['Prepress', '/admin/prepress'],
      ['Production', '/admin/production'],
      ['Trade shows', '/admin/trade-shows'],
      ['Content', '/admin/content'],
      ['Companies', '/admin/companies'],
      ['Customer groups', '/admin/customer-groups'],
      ['Payments', '/admin/payments'],
      ['Receivables', '/admin/receivables'],
      ['Team', '/admin/team'],
      ['Audit log', '/admin/audit-log'],
      ['Failed jobs', '/admin/failed-jobs'],
      ['Settings', '/admin/settings'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(await screen.findByText('No orders yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Toggle admin menu' })).not.toBeInTheDocument();
  });

  it('keeps Categories highlighted and titled on the edit page of a category', async () => {
    setViewportWidth(ADMIN_SIDEBAR_BREAKPOINT_PX);
    api.on('GET /api/edit-category/3', () =>
      answer(200, { category: { id: 3, name: 'Frames', description: '', sub_categories: [] } }),
    );
    renderRoute('/admin/edit-sub-category/3');
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(sidebar).getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'Add category' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(screen.getByRole('banner')).getByText('Categories')).toBeVisible();
  });

  it('collapses the sidebar into a drawer the toggle opens and closes below the breakpoint', async () => {
    setViewportWidth(ADMIN_SIDEBAR_BREAKPOINT_PX - 1);
    const { user, router } = renderRoute('/admin/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Toggle admin menu' });
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();

    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Admin menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Choosing a page closes the drawer too.
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/team'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(drawer).not.toBeInTheDocument();
  });

  it('logs out through Logout and goes home', async () => {
    setViewportWidth(1280);
    const { user, router } = renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requestsTo('POST /api/logout')).toHaveLength(1);
    expect(localStorage.getItem('auth_username')).toBeNull();
    expect(localStorage.getItem('role_as')).toBeNull();
  });

  it('stays in the back-office when the server refuses to log out', async () => {
    setViewportWidth(1280);
    api.on('POST /api/logout', () => answer(500, { message: 'Something went wrong.' }));
    const { user, router } = renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await expectToast(/we could not log you out/i);
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('role_as')).toBe('1');
  });
});
