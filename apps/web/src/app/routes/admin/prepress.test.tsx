import type { ArtworkFile, PrepressItem } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs, XSRF_TOKEN } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { expectToast } from '../../../../test/toast';

const CLEAN: ArtworkFile = {
  id: 31,
  filename: 'expo booth front.pdf',
  size_bytes: 212_000_000,
  format: 'pdf',
  status: 'ready_for_review',
  report: {
    verdict: 'pass',
    checks: [
      {
        rule: 'page_size',
        verdict: 'pass',
        message: 'Your page is 870 × 2020 mm: the frame’s size with 10 mm bleed on every side.',
      },
      { rule: 'resolution', verdict: 'pass', message: 'The lowest resolution is 150 ppi.' },
    ],
    frame: { slug: 'mlb-85x200', label: '85 × 200 cm' },
  },
  proof_url: '/api/orders/7/artwork/files/31/proof',
  download_url: '/api/orders/7/artwork/files/31',
  by_staff: false,
  staff_message: null,
  uploaded_at: '2026-11-24T09:30:00.000Z',
  reviewed_at: null,
  preview_url: '/api/orders/7/artwork/files/31/preview',
  made_by_shop: false,
  reordered: false,
  print_choice: null,
  can_add_bleed: false,
  correction: null,
};

const FAILED: ArtworkFile = {
  ...CLEAN,
  id: 32,
  filename: 'roll-up.pdf',
  size_bytes: 40_000_000,
  status: 'needs_attention',
  report: {
    verdict: 'fail',
    checks: [
      {
        rule: 'page_size',
        verdict: 'fail',
        message:
          'Your page is 850 × 2000 mm, the visible size without bleed; this frame needs 870 × 2020 mm.',
      },
    ],
    frame: { slug: 'mlb-85x200', label: '85 × 200 cm' },
  },
  proof_url: null,
  download_url: '/api/orders/8/artwork/files/32',
};

const item = (orderId: number, trackingNo: string, file: ArtworkFile): PrepressItem => ({
  order_id: orderId,
  tracking_no: trackingNo,
  customer: 'Jane Doe',
  lines: [{ line_id: orderId * 10, name: 'Mega Light Box 85 × 200', quantity: 2 }],
  file,
});

describe('admin prepress queue', () => {
  it('shows each waiting file with its order, lines, report and proof, and approves a clean one', async () => {
    const api = signedInAs(ADMIN);
    let queue = [item(7, 'BL-7A2F9', CLEAN), item(8, 'BL-8C4D1', FAILED)];
    api.on('GET /api/admin/prepress', () => answer(200, { items: queue }));
    api.on('POST /api/orders/7/artwork/files/31/approve', () => {
      queue = [item(8, 'BL-8C4D1', FAILED)];
      return answer(200, {
        message: 'expo booth front.pdf is approved for print.',
        file: { ...CLEAN, status: 'approved' },
      });
    });
    const { user } = renderRoute('/admin/prepress');

    const [first, second] = await screen.findAllByTestId('prepress-item');
    expect(within(first!).getByRole('link', { name: 'BL-7A2F9' })).toHaveAttribute(
      'href',
      '/admin/orders/7',
    );
    expect(first).toHaveTextContent('Jane Doe');
    expect(first).toHaveTextContent('2 × Mega Light Box 85 × 200');
    expect(first).toHaveTextContent('expo booth front.pdf (202.2 MB)');
    expect(within(first!).getByRole('list', { name: 'Check results' })).toHaveTextContent(
      'Resolution: The lowest resolution is 150 ppi.',
    );
    expect(
      within(first!).getByRole('img', { name: /^Proof of expo booth front\.pdf/ }),
    ).toHaveAttribute('src', '/api/orders/7/artwork/files/31/proof');
    expect(within(first!).getByRole('slider', { name: 'Room brightness' })).toBeVisible();
    // A failed file is approved only "anyway", over its report.
    expect(within(second!).getByRole('button', { name: 'Approve anyway' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Prepress' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(first!).getByRole('button', { name: 'Approve for print' }));
    await expectToast('expo booth front.pdf is approved for print.');
    const [approve] = api.requestsTo('POST /api/orders/7/artwork/files/31/approve');
    expect(approve!.body).toEqual({});
    expect(approve!.headers.get('X-XSRF-TOKEN')).toBe(XSRF_TOKEN);
    await waitFor(() => expect(screen.queryByText('BL-7A2F9')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('prepress-item')).toHaveLength(1);
  });

  it('says which version the customer chose and that the shop made it', async () => {
    const api = signedInAs(ADMIN);
    const made = { ...CLEAN, made_by_shop: true, print_choice: 'shop_version' as const };
    const kept = { ...FAILED, print_choice: 'own_file' as const };
    api.on('GET /api/admin/prepress', () =>
      answer(200, { items: [item(7, 'BL-7A2F9', made), item(8, 'BL-8C4D1', kept)] }),
    );
    renderRoute('/admin/prepress');
    const [first, second] = await screen.findAllByTestId('prepress-item');
    expect(first).toHaveTextContent(/Made by the shop: the 10 mm bleed was added/);
    expect(second).toHaveTextContent(
      /Own file kept: the version with the bleed added by the shop was offered and not chosen/,
    );
  });

  it('says why approving a failed file needs a reason, and asks the customer for a new file', async () => {
    const api = signedInAs(ADMIN);
    let queue = [item(8, 'BL-8C4D1', FAILED)];
    api.on('GET /api/admin/prepress', () => answer(200, { items: queue }));
    api.on('POST /api/orders/8/artwork/files/32/approve', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: {
          reason: ['This file has warnings or failed checks: say why it can be printed anyway.'],
        },
      }),
    );
    api.on('POST /api/orders/8/artwork/files/32/request-new-file', () => {
      queue = [];
      return answer(200, {
        message: 'The customer was asked for a new file by e-mail.',
        file: { ...FAILED, status: 'changes_requested' },
      });
    });
    const { user } = renderRoute('/admin/prepress');

    await user.click(await screen.findByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file has warnings or failed checks: say why it can be printed anyway.',
    );

    await user.type(
      screen.getByLabelText('Reason to approve anyway, or message to the customer'),
      'Please add 10 mm bleed on every side.',
    );
    await user.click(screen.getByRole('button', { name: 'Ask for a new file' }));
    await expectToast('The customer was asked for a new file by e-mail.');
    const [asked] = api.requestsTo('POST /api/orders/8/artwork/files/32/request-new-file');
    expect(asked!.body).toEqual({ message: 'Please add 10 mm bleed on every side.' });
    expect(await screen.findByText('Nothing to review.')).toBeVisible();
  });
});
