import {
  PAYMENT_POLL_MS,
  type AccountInvoice,
  type AccountOrderDetail,
  type AccountOrderSummary,
  type AccountPayment,
} from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { answer, CUSTOMER, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const SUMMARY: AccountOrderSummary = {
  id: 7,
  tracking_no: 'BLS-7K4M2Q',
  status: 'shipped',
  status_label: 'Shipped',
  on_account: false,
  total: 622.5,
  currency: 'USD',
  created_at: '2026-03-02T15:04:00.000Z',
};

const DETAIL: AccountOrderDetail = {
  ...SUMMARY,
  lines: [
    {
      product_id: 3,
      name: 'MLB 85x150 Backlit Frame',
      sku: 'MLB-85150',
      unit_price: 249,
      quantity: 2,
      line_total: 498,
    },
  ],
  subtotal: 498,
  rush: true,
  rush_fee: 124.5,
  tax: [],
  tax_total: 0,
  ship_to: null,
  trade_show: null,
  shipping: null,
  billing: {
    firstname: 'Jane',
    lastname: 'Doe',
    companyname: null,
    streetaddress: '1455 Northside Dr NW',
    streetaddressoptional: null,
    city: 'Atlanta',
    state_contry: 'GA',
    zip: '30318',
    country: 'US',
    phone: '+1 404-555-0134',
    email: 'jane@example.com',
  },
  ordernotes: null,
  history: [
    {
      from: null,
      to: 'paid',
      label: 'Paid',
      at: '2026-03-02T15:04:00.000Z',
      carrier: null,
      tracking_number: null,
      refund: null,
      note: null,
    },
    {
      from: 'paid',
      to: 'shipped',
      label: 'Shipped',
      at: '2026-03-05T10:00:00.000Z',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      refund: null,
      note: null,
    },
  ],
  shipment: {
    carrier: 'UPS',
    tracking_number: '1Z999AA10123456784',
    shipped_at: '2026-03-05T10:00:00.000Z',
  },
  invoice: { number: 'INV-2026-000004', issued_at: '2026-03-02T15:04:00.000Z' },
  credit_notes: [],
  balance_due: null,
};

describe('account orders', () => {
  it('lists the orders with their status and a link to each', async () => {
    const api = signedInAs(CUSTOMER);
    const onAccount = {
      ...SUMMARY,
      id: 8,
      tracking_no: 'BLS-9P2X4R',
      status: 'paid',
      status_label: 'On account',
      on_account: true,
    };
    api.on('GET /api/account/orders', () =>
      answer(200, { orders: [SUMMARY, onAccount], total: 2, page: 1, per_page: 10 }),
    );
    renderRoute('/dashboard-client/orders');
    const table = await screen.findByRole('table', { name: /your orders/i });
    // Placed on account, it is not paid yet: its invoice will be.
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('On account');
    expect(within(table).queryByText('Paid')).toBeNull();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('BLS-7K4M2Q');
    expect(row).toHaveTextContent('Mar 2, 2026');
    expect(row).toHaveTextContent('Shipped');
    expect(row).toHaveTextContent('$622.50');
    expect(within(row).getByRole('link', { name: 'View order BLS-7K4M2Q' })).toHaveAttribute(
      'href',
      '/dashboard-client/orders/7',
    );
    await waitFor(() => expect(document.title).toBe('Orders | Backlit Shop'));
  });

  it('points to the shop when there are no orders yet', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/orders', () =>
      answer(200, { orders: [], total: 0, page: 1, per_page: 10 }),
    );
    renderRoute('/dashboard-client/orders');
    expect(await screen.findByText('No orders yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
      'href',
      '/allproducts',
    );
  });

  const ON_ACCOUNT = {
    ...DETAIL,
    on_account: true,
    // The placing, as the server names it for an order on account.
    history: DETAIL.history.map((step) =>
      step.from === null ? { ...step, label: 'On account' } : step,
    ),
    invoice: { ...DETAIL.invoice, due_on: '2026-04-01' },
    balance_due: 622.5,
  };

  it('shows an order on account as due by its invoice’s day', async () => {
    signedInAs(CUSTOMER).on('GET /api/account/orders/7', () =>
      answer(200, { order: { ...ON_ACCOUNT, status: 'paid', status_label: 'On account' } }),
    );
    renderRoute('/dashboard-client/orders/7');
    expect((await screen.findByText('Total due by Wed, Apr 1')).nextSibling).toHaveTextContent(
      '$622.50',
    );
    expect(screen.queryByText('Total paid')).toBeNull();
    expect(screen.getAllByText('On account')[0]).toBeVisible();
    expect(screen.queryByText('Paid')).toBeNull();
  });

  it('says what a credit note took off an order on account, where a paid order says refunded', async () => {
    const credit = {
      from: 'delivered',
      to: 'delivered',
      label: 'Delivered',
      at: '2026-03-09T10:00:00.000Z',
      carrier: null,
      tracking_number: null,
      refund: 30,
      note: 'Banner torn in transit',
    } as const;
    signedInAs(CUSTOMER).on('GET /api/account/orders/7', () =>
      answer(200, {
        order: {
          ...ON_ACCOUNT,
          status: 'delivered',
          balance_due: 592.5,
          history: [...ON_ACCOUNT.history, credit],
          credit_notes: [
            { number: 'CN-2026-000003', amount: 30, issued_at: '2026-03-09T10:00:00.000Z' },
          ],
        },
      }),
    );
    renderRoute('/dashboard-client/orders/7');
    expect(await screen.findByText('$30.00 credited to your invoice')).toBeVisible();
    expect(screen.queryByText('$30.00 refunded')).toBeNull();
    // The credit note itself, beside the invoice it lowered.
    const download = screen.getByRole('link', { name: 'Credit note CN-2026-000003 ($30.00)' });
    expect(download).toHaveAttribute(
      'href',
      '/api/account/company/credit-notes/CN-2026-000003/credit-note.pdf',
    );
    expect(download).toHaveAttribute('download');
    // The totals take it off and say what is left.
    expect(screen.getByText('Total invoiced').nextSibling).toHaveTextContent('$622.50');
    expect(screen.getByText('Credit note CN-2026-000003').nextSibling).toHaveTextContent('−$30.00');
    expect(screen.getByText('Balance due by Wed, Apr 1').nextSibling).toHaveTextContent('$592.50');
    expect(screen.queryByText(/Total due/)).toBeNull();
  });

  it('says what was received on an order on account, and when nothing is left to pay', async () => {
    signedInAs(CUSTOMER).on('GET /api/account/orders/7', () =>
      answer(200, { order: { ...ON_ACCOUNT, status: 'delivered', balance_due: 0 } }),
    );
    renderRoute('/dashboard-client/orders/7');
    expect((await screen.findByText('Received')).nextSibling).toHaveTextContent('−$622.50');
    expect(screen.getByText('Nothing left to pay').nextSibling).toHaveTextContent('$0.00');
    expect(screen.queryByText(/due by/)).toBeNull();
  });

  it('shows a cancelled order on account as owing nothing', async () => {
    signedInAs(CUSTOMER).on('GET /api/account/orders/7', () =>
      answer(200, { order: { ...ON_ACCOUNT, status: 'cancelled' } }),
    );
    renderRoute('/dashboard-client/orders/7');
    expect(await screen.findByText('Total (invoice cancelled)')).toBeVisible();
    expect(screen.queryByText(/Total due/)).toBeNull();
  });

  it('shows an order: lines, totals, history, tracking, invoice and print-file steps', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/orders/7', () => answer(200, { order: DETAIL }));
    renderRoute('/dashboard-client/orders/7');
    expect(await screen.findByRole('heading', { name: 'Order BLS-7K4M2Q' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'MLB 85x150 Backlit Frame' })).toBeVisible();
    expect(screen.getByText('2-Day Rush', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '$124.50',
    );
    expect(screen.getByText('Total paid').nextSibling).toHaveTextContent('$622.50');
    expect(screen.getByText('INV-2026-000004')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Paid'),
      expect.stringContaining('UPS · 1Z999AA10123456784'),
    ]);
    expect(screen.getByRole('region', { name: 'Shipment' })).toHaveTextContent(
      'with UPS. Tracking number: 1Z999AA10123456784',
    );
    expect(screen.getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
      'href',
      '/api/account/orders/7/invoice.pdf',
    );
    // The order's page has the upload itself: the box gives the specification and the way
    // round for a file over the limit, without saying how to upload a second time.
    const printFiles = screen.getByRole('region', { name: 'Print files' });
    expect(printFiles).toHaveTextContent(
      'A file over the upload limit? E-mail a download link to sales@backlitshop.com and quote your order number BLS-7K4M2Q',
    );
    expect(printFiles).not.toHaveTextContent(/upload the print file/i);
    await waitFor(() => expect(document.title).toBe('Order BLS-7K4M2Q | Backlit Shop'));
  });

  it('orders again: says what was added and what not, and refreshes the cart', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/orders/7', () => answer(200, { order: DETAIL }));
    api.on('GET /api/cart', () => answer(200, { cart: [], subtotal: 0 }));
    api.on('POST /api/account/orders/7/reorder', () =>
      answer(200, {
        message: 'Some products of this order are in your cart again; others could not be added.',
        added: [
          {
            product_id: 3,
            name: 'MLB 85x150 Backlit Frame',
            quantity: 1,
            requested: 2,
            reason: 'Only 1 left in stock.',
          },
        ],
        skipped: [{ name: 'Old Banner', sku: 'OLD-1', reason: 'This product is no longer sold.' }],
      }),
    );
    const { user } = renderRoute('/dashboard-client/orders/7');
    const cartReads = () => api.requestsTo('GET /api/cart').length;
    await user.click(await screen.findByRole('button', { name: 'Order again' }));

    const result = await screen.findByText(/MLB 85x150 Backlit Frame: 1 of 2 added/);
    expect(result).toHaveTextContent('Only 1 left in stock.');
    expect(screen.getByText(/Old Banner: not added/)).toHaveTextContent(
      'This product is no longer sold.',
    );
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/cart');
    expect(api.requestsTo('POST /api/account/orders/7/reorder')).toHaveLength(1);
    await waitFor(() => expect(cartReads()).toBeGreaterThan(0));
  });

  it('answers an unknown order with a clear message', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/orders/99', () => answer(404, { message: 'Order not found.' }));
    renderRoute('/dashboard-client/orders/99');
    expect(await screen.findByText('Order not found.')).toBeVisible();
  });
});

describe('invoices and payments', () => {
  /** A PayPal payment of order 7, nothing given back. */
  const CAPTURED: AccountPayment = {
    id: 3,
    created_at: '2026-03-02T15:03:00.000Z',
    order_id: 7,
    tracking_no: 'BLS-7K4M2Q',
    provider: 'paypal',
    reference: '3C679366HH908993F',
    amount: 622.5,
    currency: 'USD',
    status: 'captured',
    refunded: 0,
    note: null,
  };

  it('lists invoices with their download links', async () => {
    const api = signedInAs(CUSTOMER);
    const invoice: AccountInvoice = {
      number: 'INV-2026-000004',
      issued_at: '2026-03-02T15:04:00.000Z',
      order_id: 7,
      tracking_no: 'BLS-7K4M2Q',
      total: 622.5,
      currency: 'USD',
    };
    api.on('GET /api/account/invoices', () => answer(200, { invoices: [invoice] }));
    renderRoute('/dashboard-client/invoices');
    const link = await screen.findByRole('link', {
      name: 'PDF of invoice INV-2026-000004',
    });
    expect(link).toHaveAttribute('href', '/api/account/orders/7/invoice.pdf');
    expect(link).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'BLS-7K4M2Q' })).toHaveAttribute(
      'href',
      '/dashboard-client/orders/7',
    );
  });

  it('explains paying by PayPal and lists the payments made', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/payments', () => answer(200, { payments: [CAPTURED] }));
    renderRoute('/dashboard-client/payment-methods');
    expect(await screen.findByText(/never sees or stores card numbers/)).toBeVisible();
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent('PayPal');
    expect(row).toHaveTextContent('3C679366HH908993F');
    expect(row).toHaveTextContent('$622.50');
    expect(row).toHaveTextContent('Captured');
  });

  it('says an order on account was credited, where a paid one was refunded', async () => {
    const paid: AccountPayment = { ...CAPTURED, refunded: 20 };
    const onAccount: AccountPayment = {
      ...CAPTURED,
      id: 9,
      order_id: 8,
      tracking_no: 'BLS-9P2X4T',
      provider: 'invoice',
      reference: 'BLS-9P2X4T',
      refunded: 30,
    };
    signedInAs(CUSTOMER).on('GET /api/account/payments', () =>
      answer(200, { payments: [paid, onAccount] }),
    );
    renderRoute('/dashboard-client/payment-methods');
    const [, paidRow, accountRow] = await screen.findAllByRole('row');
    expect(paidRow).toHaveTextContent('$20.00 refunded');
    expect(accountRow).toHaveTextContent('$30.00 credited');
    expect(accountRow).not.toHaveTextContent('refunded');
    // Billed, not charged: never "Captured".
    expect(paidRow).toHaveTextContent('Captured');
    expect(accountRow).toHaveTextContent('Invoiced');
    expect(accountRow).not.toHaveTextContent('Captured');
  });

  it('says what became of payments without an order, and shows the order once it is finished', async () => {
    // The list asks again every few seconds: the clock is moved on rather than waited out, and
    // still runs by itself for everything else on the page.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const api = signedInAs(CUSTOMER);
    const base: AccountPayment = {
      id: 5,
      created_at: '2026-03-04T10:00:00.000Z',
      order_id: null,
      tracking_no: null,
      provider: 'paypal',
      reference: '8MC585209K746392H',
      amount: 498,
      currency: 'USD',
      status: 'captured',
      refunded: 0,
      note: null,
    };
    const refunded: AccountPayment = {
      ...base,
      id: 4,
      reference: '2GG279541U471931P',
      status: 'refunded',
      refunded: 498,
      note: 'MLB 85x150 Backlit Frame sold out while you were paying.',
    };
    let finishing = base;
    api.on('GET /api/account/payments', () => answer(200, { payments: [finishing, refunded] }));
    renderRoute('/dashboard-client/payment-methods');

    const rowOf = async (reference: string) => (await screen.findByText(reference)).closest('tr')!;
    const waiting = await rowOf('8MC585209K746392H');
    expect(waiting).toHaveTextContent('Being finished');
    expect(within(waiting).queryByRole('link')).not.toBeInTheDocument();
    const given = await rowOf('2GG279541U471931P');
    expect(given).toHaveTextContent(
      'Refunded — MLB 85x150 Backlit Frame sold out while you were paying.',
    );
    expect(within(given).queryByRole('link')).not.toBeInTheDocument();

    // The list asks again by itself while a payment is being finished.
    finishing = { ...base, order_id: 8, tracking_no: 'BLS-9Q2W4E' };
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(await screen.findByRole('link', { name: 'BLS-9Q2W4E' })).toHaveAttribute(
      'href',
      '/dashboard-client/orders/8',
    );
    expect(api.requestsTo('GET /api/account/payments')).toHaveLength(2);
  });
});
