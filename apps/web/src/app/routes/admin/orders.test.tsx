import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { DETAIL, ORDER } from './order-fixtures';

describe('admin orders', () => {
  it('lists the orders with tracking number, ID, customer, phone and e-mail, paginated, each linked', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/orders', (request) =>
      answer(200, {
        orders: request.search.includes('page=2')
          ? [{ ...ORDER, id: 6 }]
          : [
              { ...ORDER, id: 7 },
              { ...ORDER, id: 8, tracking_no: 'BLS-9P2X4R', payement_method: 'Invoice' },
            ],
        total: 27,
        page: request.search.includes('page=2') ? 2 : 1,
        per_page: 25,
      }),
    );
    const { user } = renderRoute('/admin/orders');

    const row = await screen.findByRole('row', { name: /BLS-7K4M2Q/ });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Tracking No',
      'Date',
      'Customer',
      'Total',
      'Status',
      'Artwork',
      'Action',
    ]);
    expect(within(row).getByText('No artwork')).toBeVisible();
    expect(within(row).getByText('ID 7')).toBeVisible();
    expect(within(row).getByText(ORDER.email)).toBeVisible();
    expect(within(row).getByText(ORDER.phone)).toBeVisible();
    expect(within(row).getByText('$622.50')).toBeVisible();
    expect(within(row).getByText('Paid')).toBeVisible();
    expect(within(row).getByText('PayPal')).toBeVisible();
    // Placed on account: billed by invoice, not paid yet.
    const onAccount = screen.getByRole('row', { name: /BLS-9P2X4R/ });
    expect(within(onAccount).getByText('On account')).toBeVisible();
    expect(within(onAccount).queryByText('Paid')).toBeNull();
    // Named as the payments pages name it, not as the order stores it.
    expect(within(onAccount).getByText('Invoice (on account)')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'View order BLS-7K4M2Q' })).toHaveAttribute(
      'href',
      '/admin/orders/7',
    );

    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Showing 26–26 of 27 orders')).toBeVisible();
  });

  it('shows an order’s lines, totals, address, notes and payment reference', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/orders/7', () => answer(200, { order: DETAIL }));
    renderRoute('/admin/orders/7');

    expect(await screen.findByRole('heading', { name: 'Order BLS-7K4M2Q' })).toBeVisible();
    const line = screen.getByRole('row', { name: /MLB 85x150 Backlit Frame/ });
    expect(within(line).getByText('$498.00')).toBeVisible();
    expect(screen.getByText('2-Day Rush', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '$124.50',
    );
    const address = screen.getByText('Atlanta, GA 30318', { exact: false });
    expect(address).toBeVisible();
    expect(address).toHaveTextContent('United States');
    expect(screen.getByText('Deliver to the loading dock.')).toBeVisible();
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Provider').nextSibling).toHaveTextContent('PayPal');
    expect(payment.getByText('Status').nextSibling).toHaveTextContent('Captured');
    expect(payment.getByText('5O190127TN364715T')).toBeVisible();
    expect(payment.getByText('3C679366HH908993F')).toBeVisible();
  });

  it('says when there are no orders yet, and offers a retry when the list fails', async () => {
    const api = signedInAs(ADMIN);
    let fail = true;
    api.on('GET /api/orders', () =>
      fail
        ? answer(500, { message: 'Server Error' })
        : answer(200, { orders: [], total: 0, page: 1, per_page: 25 }),
    );
    const { user } = renderRoute('/admin/orders');
    expect(await screen.findByText(/The orders could not be loaded/)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders yet.')).toBeVisible();
  });

  it('says when an order does not exist', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/orders/99', () => answer(404, { message: 'Order not found.' }));
    renderRoute('/admin/orders/99');
    expect(await screen.findByText('Order not found.')).toBeVisible();
  });
});
