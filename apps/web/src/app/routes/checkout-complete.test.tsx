import type { OrderArtworkResponse } from '@backlit/domain';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, CUSTOMER, signedInAs } from '../../../test/fake-api';
import { AppProviders } from '../providers';
import { routes } from '../route-config';

const ARTWORK: Omit<OrderArtworkResponse, 'status'> = {
  order_id: 9,
  tracking_no: 'BLS-7K4M2Q',
  order_status: 'paid',
  upload_url: '/api/orders/9/artwork/uploads',
  max_upload_bytes: 2 * 1024 ** 3,
  retention_months: 12,
  reorder_months: 24,
  lines: [
    {
      line_id: 41,
      name: 'MLB 85x200 Backlit Frame',
      sku: 'MLB-85200',
      quantity: 1,
      print_size: { slug: 'mlb-85x200', label: '85 × 200 cm', width_mm: 850, height_mm: 2000 },
      template_url: '/api/print-templates/mlb-85x200.pdf',
      status: 'awaiting_file',
      can_replace: true,
      file: null,
      reorder: null,
    },
  ],
};

/** Order Complete as checkout leaves it (`state`), or after a reload (no state). */
function openOrderComplete(state?: object) {
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: '/checkout/complete/BLS-7K4M2Q', state }],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const printFiles = () => screen.findByRole('region', { name: /upload your print files/i });

describe('order complete: the print files', () => {
  it('shows the upload and leads to it on the order’s page, with e-mail only as the way round', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/orders/9/artwork', () => answer(200, ARTWORK));
    openOrderComplete({
      orderId: 9,
      email: 'jane@example.com',
      lines: [{ name: 'MLB 85x200 Backlit Frame', quantity: 1, totalCents: 24_900 }],
      subtotalCents: 24_900,
      rushFeeCents: 0,
      totalCents: 24_900,
    });

    expect(await screen.findByRole('button', { name: 'Upload print file' })).toBeVisible();
    const box = await printFiles();
    expect(box).toHaveTextContent(
      'Upload the print file of each printed banner on your order’s page',
    );
    expect(within(box).getByRole('link', { name: 'your order’s page' })).toHaveAttribute(
      'href',
      '/dashboard-client/orders/9',
    );
    expect(box).toHaveTextContent('quote your order number BLS-7K4M2Q');
    expect(within(box).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringContaining('?subject=Print%20files%20for%20order%20BLS-7K4M2Q'),
    );
    expect(within(box).getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/dashboard-client/orders/9',
    );
  });

  it('after a reload, without the order’s id, leads to the orders in the account', async () => {
    signedInAs(CUSTOMER);
    openOrderComplete();

    const box = await printFiles();
    expect(within(box).getByRole('link', { name: 'your order’s page' })).toHaveAttribute(
      'href',
      '/dashboard-client/orders',
    );
    expect(screen.queryByRole('button', { name: 'Upload print file' })).not.toBeInTheDocument();
  });
});
