import {
  ADMIN_PAYMENTS_PER_PAGE,
  PAYMENT_STATUSES,
  type AdminPayment,
  type PaymentStatus,
} from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const ORDERED: AdminPayment = {
  id: 11,
  provider: 'paypal',
  provider_order_id: '5O190127TN364715T',
  customer_email: 'jane@example.com',
  amount: 622.5,
  currency: 'USD',
  state: 'captured',
  note: null,
  order_id: 9,
  tracking_no: 'BLS-7K4M2Q',
  created_at: '2026-11-20T15:04:00.000Z',
  updated_at: '2026-11-20T15:04:02.000Z',
};

const REFUNDED: AdminPayment = {
  ...ORDERED,
  id: 12,
  provider_order_id: '8MC585209K746392H',
  customer_email: 'ada@example.com',
  amount: 498,
  state: 'refunded',
  note: 'MLB 85x150 Backlit Frame sold out while the customer was paying.',
  order_id: null,
  tracking_no: null,
};

const COUNTS = Object.fromEntries(PAYMENT_STATUSES.map((state) => [state, 0])) as Record<
  PaymentStatus,
  number
>;

describe('admin payments', () => {
  it('lists payments with their order or the shop’s note, and filters them by state', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/payments', (request) => {
      const refundedOnly = new URLSearchParams(request.search).get('state') === 'refunded';
      return answer(200, {
        payments: refundedOnly ? [REFUNDED] : [ORDERED, REFUNDED],
        total: refundedOnly ? 1 : 2,
        page: 1,
        per_page: ADMIN_PAYMENTS_PER_PAGE,
        counts: { ...COUNTS, captured: 1, refunded: 1 },
      });
    });
    const { user, router } = renderRoute('/admin/payments');

    const ordered = (await screen.findByText('jane@example.com')).closest('tr')!;
    expect(ordered).toHaveTextContent('$622.50');
    expect(ordered).toHaveTextContent('Captured');
    for (const link of within(ordered).getAllByRole('link', { name: 'BLS-7K4M2Q' })) {
      expect(link).toHaveAttribute('href', '/admin/orders/9');
    }
    const refunded = screen.getByText('ada@example.com').closest('tr')!;
    expect(refunded).toHaveTextContent('Refunded');
    expect(refunded).toHaveTextContent(REFUNDED.note!);
    expect(within(refunded).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 payments')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');

    const tabs = screen.getByRole('navigation', { name: 'Payment states' });
    expect(within(tabs).getByRole('link', { name: 'All 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A state without payments has no tab.
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All2', 'Captured1', 'Refunded1']);
    await user.click(within(tabs).getByRole('link', { name: 'Refunded 1' }));

    expect(router.state.location.search).toBe('?state=refunded');
    expect(await screen.findByText('Showing 1–1 of 1 payment')).toBeVisible();
    expect(screen.queryByText('jane@example.com')).not.toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Refunded 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(api.requestsTo('GET /api/admin/payments').at(-1)!.search).toBe('?page=1&state=refunded');
  });

  it('pages through a long list, keeping the state', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/payments', (request) => {
      const page = Number(new URLSearchParams(request.search).get('page'));
      return answer(200, {
        payments: [{ ...ORDERED, id: page, customer_email: `buyer${page}@example.com` }],
        total: ADMIN_PAYMENTS_PER_PAGE + 1,
        page,
        per_page: ADMIN_PAYMENTS_PER_PAGE,
        counts: { ...COUNTS, captured: ADMIN_PAYMENTS_PER_PAGE + 1 },
      });
    });
    const { user, router } = renderRoute('/admin/payments?state=captured');
    expect(await screen.findByText('buyer1@example.com')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('buyer2@example.com')).toBeVisible();
    expect(router.state.location.search).toBe('?state=captured&page=2');
    expect(api.requestsTo('GET /api/admin/payments').at(-1)!.search).toBe('?page=2&state=captured');
  });

  it('says when no payment is in the chosen state', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/payments', () =>
      answer(200, {
        payments: [],
        total: 0,
        page: 1,
        per_page: ADMIN_PAYMENTS_PER_PAGE,
        counts: COUNTS,
      }),
    );
    renderRoute('/admin/payments?state=refunding');
    expect(await screen.findByText('No payments are “Being refunded”.')).toBeVisible();
    // The chosen state keeps its tab even when it holds none.
    const tabs = screen.getByRole('navigation', { name: 'Payment states' });
    expect(within(tabs).getByRole('link', { name: 'Being refunded 0' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
