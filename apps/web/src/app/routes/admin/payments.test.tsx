import {
  ADMIN_PAYMENTS_PER_PAGE,
  PAYMENT_STATUSES,
  type AdminPayment,
  type PaymentLedgerProvider,
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

const NO_PROVIDERS: Record<PaymentLedgerProvider, number> = { demo: 0, paypal: 0, invoice: 0 };

const ON_ACCOUNT: AdminPayment = {
  ...ORDERED,
  id: 13,
  provider: 'invoice',
  provider_order_id: 'invoice-5c1d',
  customer_email: 'buyer@tradeshow.example',
  amount: 1200,
  order_id: 10,
  tracking_no: 'BLS-9P3X7R',
};

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
        provider_counts: { ...NO_PROVIDERS, paypal: refundedOnly ? 1 : 2 },
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
        provider_counts: { ...NO_PROVIDERS, paypal: ADMIN_PAYMENTS_PER_PAGE + 1 },
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
        provider_counts: NO_PROVIDERS,
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

  it('filters by how the payments were paid, counting the states within the method', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/payments', (request) => {
      const query = new URLSearchParams(request.search);
      const provider = query.get('provider');
      const state = query.get('state');
      const rows = [ORDERED, REFUNDED, ON_ACCOUNT].filter(
        (payment) =>
          (!provider || payment.provider === provider) && (!state || payment.state === state),
      );
      return answer(200, {
        payments: rows,
        total: rows.length,
        page: 1,
        per_page: ADMIN_PAYMENTS_PER_PAGE,
        // Each facet counted within the other, as the server counts them.
        counts:
          provider === 'invoice'
            ? { ...COUNTS, captured: 1 }
            : provider === 'paypal'
              ? { ...COUNTS, captured: 1, refunded: 1 }
              : { ...COUNTS, captured: 2, refunded: 1 },
        provider_counts:
          state === 'captured'
            ? { ...NO_PROVIDERS, paypal: 1, invoice: 1 }
            : state === 'refunded'
              ? { ...NO_PROVIDERS, paypal: 1 }
              : { ...NO_PROVIDERS, paypal: 2, invoice: 1 },
      });
    });
    const { user, router } = renderRoute('/admin/payments?page=2');

    expect(await screen.findByText('jane@example.com')).toBeVisible();
    const methods = screen.getByRole('navigation', { name: 'Paid by' });
    const tabs = screen.getByRole('navigation', { name: 'Payment states' });
    // A method without payments (the demo one here) has no link.
    expect(
      within(methods)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All methods3', 'PayPal2', 'Invoice (on account)1']);
    expect(within(methods).getByRole('link', { name: 'All methods 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Captured 2' })).toBeVisible();

    await user.click(within(methods).getByRole('link', { name: /on account/i }));
    // Choosing a method goes back to the first page.
    expect(router.state.location.search).toBe('?provider=invoice');
    expect(api.requestsTo('GET /api/admin/payments').at(-1)!.search).toBe(
      '?page=1&provider=invoice',
    );
    expect(await screen.findByText('buyer@tradeshow.example')).toBeVisible();
    expect(screen.queryByText('jane@example.com')).not.toBeInTheDocument();
    expect(within(methods).getByRole('link', { name: /on account/i })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The tabs count within the method, and name its states as its rows do.
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All1', 'Invoiced1']);

    // Switching state keeps the method.
    await user.click(within(tabs).getByRole('link', { name: 'Invoiced 1' }));
    expect(router.state.location.search).toBe('?state=captured&provider=invoice');
    expect(api.requestsTo('GET /api/admin/payments').at(-1)!.search).toBe(
      '?page=1&state=captured&provider=invoice',
    );
    expect(within(tabs).getByRole('link', { name: 'Invoiced 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The methods now count within the state, and "All methods" keeps it.
    expect(await within(methods).findByRole('link', { name: 'PayPal 1' })).toHaveAttribute(
      'href',
      '/admin/payments?state=captured&provider=paypal',
    );
    expect(within(methods).getByRole('link', { name: 'All methods 2' })).toHaveAttribute(
      'href',
      '/admin/payments?state=captured',
    );
  });
});
