import type { AccountOrderDetail } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

const TOKEN = 'Zq3'.repeat(14) + 'x';

const ORDER: AccountOrderDetail = {
  id: 9,
  tracking_no: 'BLS-7K4M2Q',
  status: 'paid',
  status_label: 'Paid',
  on_account: false,
  total: 149,
  currency: 'USD',
  created_at: '2026-11-28T15:04:00.000Z',
  lines: [
    {
      product_id: 3,
      name: 'MLB 85x200 Banner',
      sku: 'BAN-85200',
      unit_price: 149,
      quantity: 1,
      line_total: 149,
    },
  ],
  subtotal: 149,
  rush: false,
  rush_fee: 0,
  tax: [],
  tax_total: 0,
  ship_to: null,
  trade_show: null,
  shipping: null,
  billing: {
    firstname: 'Ada',
    lastname: 'Lovelace',
    companyname: null,
    streetaddress: '1455 Northside Dr NW',
    streetaddressoptional: null,
    city: 'Atlanta',
    state_contry: 'GA',
    zip: '30318',
    country: 'US',
    phone: '+1 404-555-0134',
    email: 'ada@example.com',
  },
  ordernotes: null,
  history: [],
  shipment: null,
  invoice: null,
  credit_notes: [],
  balance_due: null,
};

function guestOrderApi(saveDetails: 'choose_password' | 'sign_in' | 'none') {
  const api = fakeApi();
  api.on('POST /api/order-links/open', () =>
    answer(200, { order_id: 9, tracking_no: ORDER.tracking_no, save_details: saveDetails }),
  );
  api.on('GET /api/account/orders/9', () => answer(200, { order: ORDER }));
  api.on('GET /api/orders/9/artwork', () =>
    answer(200, {
      order_id: 9,
      tracking_no: ORDER.tracking_no,
      order_status: 'paid',
      upload_url: '/api/orders/9/artwork/uploads',
      max_upload_bytes: 2 ** 31,
      retention_months: 12,
      lines: [],
    }),
  );
  return api;
}

describe('an order’s private page', () => {
  it('opens the order by its link, the token in the body, and shows it as a customer’s', async () => {
    const api = guestOrderApi('choose_password');
    renderRoute(`/order/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order BLS-7K4M2Q' }),
    ).toBeVisible();
    const [opened] = api.requestsTo('POST /api/order-links/open');
    expect(opened?.body).toEqual({ token: TOKEN });
    expect(opened?.headers.get('X-XSRF-TOKEN')).toBeTruthy();
    // No API address carries the token.
    expect(api.requests.every((request) => !request.path.includes(TOKEN))).toBe(true);

    expect(await screen.findByText('MLB 85x200 Banner')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
      'href',
      '/api/account/orders/9/invoice.pdf',
    );
    expect(screen.getByText(/This page is private to you/)).toBeVisible();
    const save = within(
      screen.getByRole('region', { name: 'Save your details: choose a password' }),
    );
    expect(save.getByText(/account with ada@example\.com/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Order BLS-7K4M2Q | Backlit Shop'));
  });

  it('offers to log in when the address has an account, and nothing once the order is in one', async () => {
    guestOrderApi('sign_in');
    const { unmount } = renderRoute(`/order/${TOKEN}`);
    const add = within(
      await screen.findByRole('region', { name: 'Add this order to your account' }),
    );
    expect(add.getByRole('link', { name: 'Log in to add it' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdashboard-client%2Forders%2F9',
    );
    unmount();

    guestOrderApi('none');
    renderRoute(`/order/${TOKEN}`);
    expect(await screen.findByText('MLB 85x200 Banner')).toBeVisible();
    expect(screen.queryByRole('region', { name: /Save your details|Add this order/ })).toBeNull();
  });

  it('says so when the link does not work (revoked, mistyped)', async () => {
    const api = fakeApi();
    api.on('POST /api/order-links/open', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: {
          token: ['This order link is not valid. It may have been revoked: ask us for a new one.'],
        },
      }),
    );
    renderRoute(`/order/${TOKEN}`);
    expect(await screen.findByText('This order link does not work')).toBeVisible();
    expect(screen.getByText(/It may have been revoked: ask us for a new one\./)).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Contact us' }),
    ).toHaveAttribute('href', '/contact');
    expect(api.requestsTo('GET /api/account/orders/9')).toHaveLength(0);
  });
});
