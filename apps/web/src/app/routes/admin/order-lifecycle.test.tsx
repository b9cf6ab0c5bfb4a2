import type { OrderDetail } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs, type FakeRequest } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { queryClient } from '../../../lib/query-client';
import { DETAIL, ORDER } from './order-fixtures';

const LIST = { orders: [ORDER], total: 1, page: 1, per_page: 25 };

/** A credit note issued by staff against the invoice of an order on account. */
const creditNote = (id: number, number: string, amount: number) => ({
  id,
  provider_refund_id: number,
  amount,
  by: 'staff@backlitshop.com',
  created_at: '2026-11-25T10:00:00.000Z',
});

const PARTLY_CREDITED = {
  from: 'delivered',
  to: 'delivered',
  at: '2026-11-25T10:00:00.000Z',
  by: 'staff@backlitshop.com',
  carrier: null,
  tracking_number: null,
  refund: 30,
  note: null,
} as const;

/** A delivered order on account, $30.00 of its invoice credited. */
const CREDITED_ON_ACCOUNT: OrderDetail = {
  ...DETAIL,
  status: 'delivered',
  allowed_transitions: ['refunded'],
  payment: { ...DETAIL.payment, provider: 'invoice', capture_id: null },
  amounts: { captured: 0, refunded: 30, refundable: 592.5 },
  refunds: [creditNote(1, 'CN-2026-000001', 30)],
  history: [PARTLY_CREDITED],
};

describe('admin orders filter bar', () => {
  it('applies status, dates and search through the URL, and exports the same selection', async () => {
    const api = signedInAs(ADMIN);
    const searches: string[] = [];
    api.on('GET /api/orders', (request) => {
      searches.push(request.search);
      return answer(200, LIST);
    });
    const { user } = renderRoute('/admin/orders');
    await screen.findByRole('row', { name: /BLS-7K4M2Q/ });
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink).toHaveAttribute('href', '/api/orders/export.csv');

    const filters = within(screen.getByRole('search', { name: 'Filter orders' }));
    await user.selectOptions(filters.getByLabelText('Status'), 'shipped');
    await user.type(filters.getByLabelText('From'), '2026-01-01');
    await user.type(filters.getByLabelText('Search'), 'ada');
    await user.click(filters.getByRole('button', { name: 'Apply' }));

    await screen.findByRole('button', { name: 'Clear' });
    expect(searches.at(-1)).toBe('?status=shipped&from=2026-01-01&q=ada');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/orders/export.csv?status=shipped&from=2026-01-01&q=ada',
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/api/orders/export.csv',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('reads the filters from the URL and shows the server’s refusal next to the field', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/orders', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { to: ['The to date must be on or after the from date.'] },
      }),
    );
    renderRoute('/admin/orders?from=2026-03-01&to=2026-02-01');
    expect(await screen.findByText('The to date must be on or after the from date.')).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('admin order actions', () => {
  function withOrder(order: OrderDetail) {
    const api = signedInAs(ADMIN);
    let current = order;
    const posts: FakeRequest[] = [];
    api.on('GET /api/orders/7', () => answer(200, { order: current }));
    return {
      api,
      posts,
      respond(path: string, reply: (request: FakeRequest) => ReturnType<typeof answer>) {
        api.on(`POST /api/orders/7/${path}`, (request) => {
          posts.push(request);
          return reply(request);
        });
      },
      set(next: OrderDetail) {
        current = next;
      },
    };
  }

  it('offers only the moves the server allows', async () => {
    withOrder({ ...DETAIL, status: 'shipped', allowed_transitions: ['delivered', 'refunded'] });
    renderRoute('/admin/orders/7');
    const actions = within(await screen.findByRole('region', { name: 'Actions' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Mark delivered',
      'Refund',
    ]);
  });

  it('names the sender a blind order ships under, and says the slip has no prices', async () => {
    withOrder({
      ...DETAIL,
      blind_ship: {
        name: 'Resale Displays',
        return_address: {
          streetaddress: '10 King St W',
          streetaddressoptional: null,
          city: 'Toronto',
          state_contry: 'ON',
          zip: 'M5H 1A1',
          country: 'CA',
        },
        has_logo: true,
      },
    });
    renderRoute('/admin/orders/7');
    const sender = (await screen.findByText('Ships blind: sender on the parcel')).parentElement!;
    expect(within(sender).getByText('Resale Displays')).toBeVisible();
    expect(within(sender).getByText(/Toronto, ON M5H 1A1/)).toBeVisible();
    expect(within(sender).getByText(/Canada/)).toBeVisible();
    expect(within(sender).getByText(/no prices .* it carries the company’s logo/i)).toBeVisible();
  });

  it('cancels an order on account with its invoice, and offers no refund', async () => {
    const onAccount: OrderDetail = {
      ...DETAIL,
      allowed_transitions: ['in_production', 'cancelled', 'refunded'],
      payment: { ...DETAIL.payment, provider: 'invoice', capture_id: null },
      amounts: { captured: 0, refunded: 0, refundable: 0 },
    };
    const fake = withOrder(onAccount);
    fake.respond('cancel', () =>
      answer(200, {
        message: 'Order BLS-7K4M2Q cancelled; invoice INV-2026-000012 cancelled.',
        order: { ...onAccount, status: 'cancelled', allowed_transitions: [] },
      }),
    );
    const { user } = renderRoute('/admin/orders/7');
    expect((await screen.findByText('Total invoiced')).nextSibling).toHaveTextContent('$622.50');
    expect(screen.queryByText('Total paid')).toBeNull();
    // Nothing was captured: the history says how it is billed, not "Placed and paid".
    expect(screen.getByText('Placed on account')).toBeVisible();
    expect(screen.getByText(/billed by invoice/).previousSibling).toHaveTextContent('Payment');
    expect(screen.queryByText('Placed and paid')).toBeNull();
    expect(screen.queryByText('Refundable')).toBeNull();
    expect(screen.getByText('Billed by invoice').previousSibling).toHaveTextContent('Status');
    expect(screen.queryByText('Capture ID')).toBeNull();
    const actions = within(await screen.findByRole('region', { name: 'Actions' }));
    expect(actions.queryByRole('button', { name: 'Refund' })).toBeNull();
    await user.click(actions.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order BLS-7K4M2Q?' }));
    expect(dialog.getByText(/Its invoice is cancelled too/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText('Order BLS-7K4M2Q cancelled; invoice INV-2026-000012 cancelled.'),
    ).toBeVisible();
  });

  it('marks an order in production and shows the new state and history', async () => {
    const fake = withOrder(DETAIL);
    const moved: OrderDetail = {
      ...DETAIL,
      status: 'in_production',
      allowed_transitions: ['shipped', 'cancelled', 'refunded'],
      history: [
        {
          from: 'paid',
          to: 'in_production',
          at: '2026-11-21T09:00:00.000Z',
          by: 'staff@backlitshop.com',
          carrier: null,
          tracking_number: null,
          refund: null,
          note: null,
        },
      ],
    };
    fake.respond('production', () => {
      fake.set(moved);
      return answer(200, { message: 'Order BLS-7K4M2Q marked in production.', order: moved });
    });
    const { user } = renderRoute('/admin/orders/7');
    await user.click(await screen.findByRole('button', { name: 'Mark in production' }));
    expect(await screen.findByText('Order BLS-7K4M2Q marked in production.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeVisible();
    const history = within(screen.getByRole('list', { name: 'Status history' }));
    expect(history.getByText('Placed and paid')).toBeVisible();
    expect(history.getByText('Paid → In production')).toBeVisible();
    expect(history.getByText(/staff@backlitshop\.com/)).toBeVisible();
    expect(screen.getByText('Refundable')).toBeVisible();
    expect(screen.getByText('Capture ID')).toBeVisible();
  });

  it('ships through a dialog that shows the server’s field errors, then closes', async () => {
    const fake = withOrder({
      ...DETAIL,
      status: 'in_production',
      allowed_transitions: ['shipped', 'cancelled', 'refunded'],
    });
    let refuse = true;
    fake.respond('ship', () => {
      if (refuse) {
        refuse = false;
        return answer(422, {
          message: 'The given data was invalid.',
          validation_errors: { tracking_number: ['This tracking number is not valid for UPS.'] },
        });
      }
      const shipped: OrderDetail = {
        ...DETAIL,
        status: 'shipped',
        allowed_transitions: ['delivered', 'refunded'],
        shipment: { carrier: 'UPS', tracking_number: '1Z999', shipped_at: '2026-11-22T10:00:00Z' },
      };
      fake.set(shipped);
      return answer(200, { message: 'Order BLS-7K4M2Q shipped with UPS (1Z999).', order: shipped });
    });
    const { user } = renderRoute('/admin/orders/7');
    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark shipped' }));

    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await dialog.findByText('The carrier is required.')).toBeVisible();
    expect(fake.posts).toHaveLength(0);

    await user.type(dialog.getByLabelText(/Carrier/), 'UPS');
    await user.type(dialog.getByLabelText(/Tracking number/), 'XX');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await dialog.findByText('This tracking number is not valid for UPS.')).toBeVisible();

    await user.clear(dialog.getByLabelText(/Tracking number/));
    await user.type(dialog.getByLabelText(/Tracking number/), '1Z999');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Order BLS-7K4M2Q shipped with UPS (1Z999).')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.posts.at(-1)?.body).toEqual({ carrier: 'UPS', tracking_number: '1Z999' });
  });

  it('refunds part of an order after confirming the amount', async () => {
    const fake = withOrder(DETAIL);
    fake.respond('refund', () =>
      answer(200, {
        message: 'Refunded $100.00 on order BLS-7K4M2Q; $522.50 remains refundable.',
        order: { ...DETAIL, amounts: { captured: 622.5, refunded: 100, refundable: 522.5 } },
      }),
    );
    const { user } = renderRoute('/admin/orders/7');
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order BLS-7K4M2Q' }));
    const amount = dialog.getByLabelText(/Amount/);
    expect(amount).toHaveValue('622.50');
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(dialog.getByRole('button', { name: 'Refund $100' }));
    expect(
      await screen.findByText('Refunded $100.00 on order BLS-7K4M2Q; $522.50 remains refundable.'),
    ).toBeVisible();
    expect(fake.posts.at(-1)?.body).toEqual({ amount: '100.00' });
  });

  it('credits part of an order on account with a credit note against its invoice', async () => {
    const fake = withOrder(CREDITED_ON_ACCOUNT);
    const credited: OrderDetail = {
      ...CREDITED_ON_ACCOUNT,
      amounts: { captured: 0, refunded: 130, refundable: 492.5 },
      refunds: [...CREDITED_ON_ACCOUNT.refunds, creditNote(2, 'CN-2026-000002', 100)],
      history: [...CREDITED_ON_ACCOUNT.history, { ...PARTLY_CREDITED, refund: 100 }],
    };
    const message =
      'Issued credit note CN-2026-000002 of $100.00 against invoice INV-2026-000012 (order BLS-7K4M2Q); $492.50 of the invoice can still be credited.';
    fake.respond('refund', () => {
      fake.set(credited);
      return answer(200, { message, order: credited });
    });
    queryClient.setQueryData(['admin-receivables'], { companies: [] });
    const { user } = renderRoute('/admin/orders/7');

    expect((await screen.findByText('Credited')).nextSibling).toHaveTextContent('$30.00');
    expect(screen.getByText('Can still be credited').nextSibling).toHaveTextContent('$592.50');
    expect(screen.queryByText('Refundable')).toBeNull();
    const history = within(screen.getByRole('list', { name: 'Status history' }));
    expect(history.getByText('Credit note of $30.00')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Credit notes' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Refunds' })).toBeNull();
    expect(screen.getByRole('link', { name: 'PDF of credit note CN-2026-000001' })).toHaveAttribute(
      'href',
      '/api/admin/credit-notes/CN-2026-000001/credit-note.pdf',
    );

    const actions = within(screen.getByRole('region', { name: 'Actions' }));
    expect(actions.queryByRole('button', { name: 'Refund' })).toBeNull();
    await user.click(actions.getByRole('button', { name: 'Credit note' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Credit note for order BLS-7K4M2Q' }),
    );
    expect(
      dialog.getByText(
        'Credited so far $30.00. Up to $592.50 can be credited, lowering what the company owes on its invoice; the customer is e-mailed.',
      ),
    ).toBeVisible();
    const amount = dialog.getByLabelText(/Amount/);
    expect(amount).toHaveValue('592.50');
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(dialog.getByRole('button', { name: 'Issue credit note of $100' }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(fake.posts.at(-1)?.body).toEqual({ amount: '100.00' });
    // The receivables report, cached before, is asked for again when next shown.
    expect(queryClient.getQueryState(['admin-receivables'])?.isInvalidated).toBe(true);
    expect(history.getByText('Credit note of $100.00')).toBeVisible();
    expect(screen.getByText('Credited').nextSibling).toHaveTextContent('$130.00');
    expect(screen.getByRole('link', { name: 'PDF of credit note CN-2026-000002' })).toHaveAttribute(
      'href',
      '/api/admin/credit-notes/CN-2026-000002/credit-note.pdf',
    );
  });

  it('offers only what can be credited now when the company has paid part of the invoice', async () => {
    withOrder({
      ...CREDITED_ON_ACCOUNT,
      amounts: { ...CREDITED_ON_ACCOUNT.amounts, creditable_now: 10 },
    });
    const { user } = renderRoute('/admin/orders/7');
    const actions = within(await screen.findByRole('region', { name: 'Actions' }));
    await user.click(actions.getByRole('button', { name: 'Credit note' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Credit note for order BLS-7K4M2Q' }),
    );
    expect(dialog.getByLabelText(/Amount/)).toHaveValue('10.00');
    expect(
      dialog.getByText(
        /The company has paid part of the invoice, so \$10\.00 can be credited now: to credit more, record the money returned to the company on its page first\./,
      ),
    ).toBeVisible();
  });

  it('reads "On account", not "Paid", in the history of an order on account not yet in production', async () => {
    withOrder({
      ...CREDITED_ON_ACCOUNT,
      status: 'paid',
      history: [{ ...PARTLY_CREDITED, from: 'paid', to: 'paid' }],
    });
    renderRoute('/admin/orders/7');
    const history = within(await screen.findByRole('list', { name: 'Status history' }));
    expect(history.getByText('Credit note of $30.00')).toBeVisible();
    expect(history.getByText('On account')).toBeVisible();
    expect(history.queryByText('Paid')).toBeNull();
  });

  it('says an order on account credited in full was credited, not refunded', async () => {
    withOrder({
      ...CREDITED_ON_ACCOUNT,
      status: 'refunded',
      allowed_transitions: [],
      amounts: { captured: 0, refunded: 622.5, refundable: 0 },
      refunds: [...CREDITED_ON_ACCOUNT.refunds, creditNote(2, 'CN-2026-000002', 592.5)],
      history: [
        ...CREDITED_ON_ACCOUNT.history,
        { ...PARTLY_CREDITED, to: 'refunded', refund: 592.5 },
      ],
    });
    renderRoute('/admin/orders/7');
    const history = within(await screen.findByRole('list', { name: 'Status history' }));
    expect(history.getByText('Delivered → Refunded · $592.50 credited')).toBeVisible();
    expect(screen.getByText('Credited').nextSibling).toHaveTextContent('$622.50');
    expect(screen.getByText('Can still be credited').nextSibling).toHaveTextContent('$0.00');
    expect(screen.queryByRole('button', { name: 'Credit note' })).toBeNull();
  });

  it('shows a provider failure inside the dialog, not only as a toast', async () => {
    const fake = withOrder(DETAIL);
    fake.respond('cancel', () =>
      answer(502, {
        message: 'The payment provider could not refund order BLS-7K4M2Q. Nothing was refunded.',
      }),
    );
    const { user } = renderRoute('/admin/orders/7');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order BLS-7K4M2Q?' }));
    expect(dialog.getByText(/\$622\.50 will be refunded/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Nothing was refunded.');
  });
});

describe('an order placed without an account', () => {
  it('says how many private links open it, and revokes them or e-mails a new one', async () => {
    const api = signedInAs(ADMIN);
    let links = { active: 2, last_created_at: '2026-11-20T15:05:00.000Z' };
    api.on('GET /api/orders/7', () =>
      answer(200, { order: { ...DETAIL, in_account: false, private_links: links } }),
    );
    api.on('GET /api/orders/7/artwork', () =>
      answer(200, {
        order_id: 7,
        tracking_no: DETAIL.tracking_no,
        order_status: 'paid',
        upload_url: '/api/orders/7/artwork/uploads',
        max_upload_bytes: 2 ** 31,
        retention_months: 12,
        lines: [],
      }),
    );
    api.on('POST /api/orders/7/links/revoke', () => {
      links = { ...links, active: 0 };
      return answer(200, { message: 'The private link no longer opens the order.', links });
    });
    const { user } = renderRoute('/admin/orders/7');
    const panel = within(await screen.findByRole('region', { name: 'Private link' }));
    expect(panel.getByText(/Placed without an account/)).toBeVisible();
    expect(panel.getByText(/2 links open it/)).toBeVisible();
    await user.click(panel.getByRole('button', { name: 'Revoke links' }));
    expect(await panel.findByText('The private link no longer opens the order.')).toBeVisible();
    await waitFor(() => expect(panel.getByText(/No link opens it now/)).toBeVisible());
    expect(panel.getByRole('button', { name: 'Revoke links' })).toBeDisabled();
    expect(
      api.requestsTo('POST /api/orders/7/links/revoke')[0]?.headers.get('X-XSRF-TOKEN'),
    ).toBeTruthy();
  });
});
