import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const EMPTY_ORDERS = { orders: [], total: 0, page: 1, per_page: 25 };

let api: ReturnType<typeof signedInAs>;
beforeEach(() => {
  api = signedInAs(ADMIN);
  api.on('GET /api/orders', () => answer(200, EMPTY_ORDERS));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.removeItem('color-scheme');
  document.documentElement.classList.remove('dark');
});

describe('the back-office top bar', () => {
  it('rings with the orders waiting for staff and follows new ones without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let waiting = 3;
    let atRisk = 1;
    api.on('GET /api/admin/orders-waiting', () => answer(200, { count: waiting, at_risk: atRisk }));
    renderRoute('/admin/orders');

    const bell = await screen.findByRole('link', {
      name: '3 orders waiting for staff: paid, not yet in production',
    });
    expect(bell).toHaveAttribute('href', '/admin/orders?status=paid');
    expect(bell).toHaveTextContent('3');
    const risk = screen.getByRole('link', {
      name: '1 order at risk of missing the ship-by day',
    });
    expect(risk).toHaveAttribute('href', '/admin/production');
    expect(risk).toHaveTextContent('1');

    waiting = 4;
    atRisk = 2;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(
      await screen.findByRole('link', {
        name: '4 orders waiting for staff: paid, not yet in production',
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: '2 orders at risk of missing the ship-by day' }),
    ).toBeVisible();
  });

  it('finds orders, products and customers as staff type', async () => {
    api.on('GET /api/admin/search', () =>
      answer(200, {
        orders: [
          {
            id: 7,
            tracking_no: 'BLS-7K4M2Q',
            name: 'Jane Doe',
            email: 'jane@example.com',
            status: 'paid',
            on_account: true,
          },
        ],
        products: [{ id: 11, name: 'MLB Frame 85x200', sku: 'MLB-85-200' }],
        customers: [{ id: 2, name: 'Jane Doe', email: 'jane@example.com' }],
      }),
    );
    const { user } = renderRoute('/admin/orders');
    const box = await screen.findByRole('searchbox', {
      name: 'Search orders, products and customers',
    });
    await user.type(box, 'j');
    // One letter is not enough to ask.
    expect(api.requestsTo('GET /api/admin/search')).toHaveLength(0);
    await user.type(box, 'ane');

    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: /BLS-7K4M2Q/ })).toHaveAttribute(
      'href',
      '/admin/orders/7',
    );
    // Placed on account: not paid yet, whatever its first status is called.
    expect(within(orders).getByText(/Jane Doe · jane@example.com · On account/)).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Products' })).getByRole('link'),
    ).toHaveAttribute('href', '/admin/edit-product/11');
    expect(
      within(screen.getByRole('region', { name: 'Customers' })).getByRole('link'),
    ).toHaveAttribute('href', '/admin/orders?q=jane%40example.com');
    expect(screen.getByText('3 results for “jane”')).toBeVisible();
    // Typing a word asks once, after the pause.
    await waitFor(() => expect(api.requestsTo('GET /api/admin/search')).toHaveLength(1));
    expect(api.requestsTo('GET /api/admin/search')[0]!.search).toBe('?q=jane');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('switches to dark and back to the system’s scheme, remembering the choice', async () => {
    const { user } = renderRoute('/admin/orders');
    const schemes = await screen.findByRole('radiogroup', { name: 'Colour scheme' });
    expect(within(schemes).getByRole('radio', { name: 'As the system' })).toBeChecked();

    await user.click(within(schemes).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('color-scheme')).toBe('dark');
    expect(within(schemes).getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(within(schemes).getByRole('radio', { name: 'As the system' }));
    expect(localStorage.getItem('color-scheme')).toBeNull();
    // happy-dom's system prefers light.
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('opens the profile menu with account details and sign out', async () => {
    const { user } = renderRoute('/admin/orders');
    // Its name begins with the initials it shows (WCAG 2.5.3, label in name).
    const trigger = await screen.findByRole('button', { name: /profile menu of Sam Staff$/ });
    expect(trigger).toHaveAccessibleName(/^SS\b/);
    expect(within(trigger).getByText('SS')).not.toHaveAttribute('aria-hidden');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Account details' })).toHaveAttribute(
      'href',
      '/dashboard-client/account',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  });
});
