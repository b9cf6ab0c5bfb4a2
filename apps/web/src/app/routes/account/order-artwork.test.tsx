import type { AccountOrderDetail, OrderArtworkResponse } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, CUSTOMER, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const ORDER: AccountOrderDetail = {
  id: 7,
  tracking_no: 'BLS-7K4M2Q',
  status: 'paid',
  status_label: 'Paid',
  total: 298,
  currency: 'USD',
  created_at: '2026-03-02T15:04:00.000Z',
  lines: [
    {
      product_id: 3,
      name: 'Fabric Banner for MLB 85x200',
      sku: 'BAN-85X200',
      unit_price: 149,
      quantity: 2,
      line_total: 298,
    },
  ],
  subtotal: 298,
  rush: false,
  rush_fee: 0,
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
  history: [],
  shipment: null,
  invoice: null,
};

const ARTWORK: OrderArtworkResponse = {
  status: 200,
  order_id: 7,
  tracking_no: 'BLS-7K4M2Q',
  order_status: 'paid',
  upload_url: '/api/orders/7/artwork/uploads',
  max_upload_bytes: 2 * 1024 ** 3,
  retention_months: 12,
  lines: [
    {
      line_id: 11,
      name: 'Fabric Banner for MLB 85x200',
      sku: 'BAN-85X200',
      quantity: 2,
      print_size: { slug: 'mlb-85x200', label: 'MLB 85 × 200 cm', width_mm: 850, height_mm: 2000 },
      template_url: '/api/print-templates/mlb-85x200.pdf',
      status: 'needs_attention',
      can_replace: true,
      file: {
        id: 5,
        filename: 'banner.pdf',
        size_bytes: 57 * 1024 ** 2,
        format: 'pdf',
        status: 'needs_attention',
        report: {
          verdict: 'fail',
          frame: { slug: 'mlb-85x200', label: 'MLB 85 × 200 cm' },
          checks: [
            { rule: 'version', verdict: 'pass', message: 'PDF 1.7.' },
            {
              rule: 'page_size',
              verdict: 'fail',
              message:
                'Your page is 850 × 2000 mm, the visible size without bleed; this frame needs 870 × 2020 mm: add 10 mm bleed on every side (extend the background) — see the template.',
            },
          ],
        },
        proof_url: '/api/orders/7/artwork/files/5/proof',
        download_url: '/api/orders/7/artwork/files/5',
        by_staff: false,
        staff_message: null,
        uploaded_at: '2026-03-02T16:00:00.000Z',
        reviewed_at: null,
      },
    },
  ],
};

describe('artwork on the order page', () => {
  it('shows each printed line with its status, report, proof, template and a way to replace the file', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/orders/7', () => answer(200, { order: ORDER }));
    api.on('GET /api/orders/7/artwork', () => answer(200, ARTWORK));
    renderRoute('/dashboard-client/orders/7');

    const panel = await screen.findByRole('region', { name: 'Your artwork' });
    const line = within(panel).getByTestId('artwork-line');
    expect(within(line).getByText('2 × Fabric Banner for MLB 85x200')).toBeVisible();
    expect(within(line).getByText('Needs attention')).toBeVisible();
    expect(within(line).getByText(/the visible size without bleed/)).toBeVisible();
    expect(within(line).getByLabelText('Failed')).toBeInTheDocument();
    expect(within(line).getByRole('img', { name: /Proof of banner.pdf/ })).toHaveAttribute(
      'src',
      '/api/orders/7/artwork/files/5/proof',
    );
    expect(
      within(line).getByRole('link', { name: 'Template for MLB 85 × 200 cm' }),
    ).toHaveAttribute('href', '/api/print-templates/mlb-85x200.pdf');
    expect(within(line).getByRole('button', { name: 'Replace file' })).toBeEnabled();
    expect(within(panel).getByText(/kept 12 months after delivery/)).toBeVisible();
  });
});
