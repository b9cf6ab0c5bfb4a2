import type { AccountOrderDetail, OrderArtworkResponse } from '@backlit/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, CUSTOMER, deferred, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const ORDER: AccountOrderDetail = {
  id: 7,
  tracking_no: 'BLS-7K4M2Q',
  status: 'paid',
  status_label: 'Paid',
  on_account: false,
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
  credit_notes: [],
  balance_due: null,
};

const ARTWORK: OrderArtworkResponse = {
  status: 200,
  order_id: 7,
  tracking_no: 'BLS-7K4M2Q',
  order_status: 'paid',
  upload_url: '/api/orders/7/artwork/uploads',
  max_upload_bytes: 2 * 1024 ** 3,
  retention_months: 12,
  reorder_months: 24,
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
        preview_url: '/api/orders/7/artwork/files/5/preview',
        made_by_shop: false,
        reordered: false,
        print_choice: null,
        can_add_bleed: true,
        correction: null,
      },
      reorder: null,
    },
  ],
};

/** A tus request as the fake server saw it; `answer` settles it, `drop` fails it like a cut line. */
type TusRequest = {
  method: string;
  path: string;
  headers: Headers;
  answer(status: number, headers?: Record<string, string>, body?: string): void;
  drop(): void;
};

/**
 * Replaces XMLHttpRequest (which tus-js-client sends with) by a fake whose requests the test
 * answers or drops one by one, in the order they come.
 */
function fakeTus() {
  const waiting: TusRequest[] = [];
  let arrived = () => {};
  class FakeXhr {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly requestHeaders = new Headers();
    private responseHeaders = new Headers();
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders.set(name, value);
    }
    getResponseHeader(name: string) {
      return this.responseHeaders.get(name);
    }
    abort() {}
    send(body: Blob | null) {
      if (body) {
        this.upload.onprogress?.(
          new ProgressEvent('progress', { lengthComputable: true, loaded: body.size / 2 }),
        );
      }
      waiting.push({
        method: this.method,
        path: new URL(this.url, window.location.origin).pathname,
        headers: this.requestHeaders,
        answer: (status, headers = {}, body = '') => {
          this.status = status;
          this.responseText = body;
          this.responseHeaders = new Headers({ 'tus-resumable': '1.0.0', ...headers });
          this.onload?.();
        },
        drop: () => this.onerror?.(new Event('error')),
      });
      arrived();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    /** The next request sent, once it is. */
    async next(): Promise<TusRequest> {
      while (waiting.length === 0) {
        const came = deferred<void>();
        arrived = came.resolve;
        await came.promise;
      }
      return waiting.shift()!;
    },
  };
}

/** The order page with its one printed line awaiting a file; answers the line. */
async function awaitingFile() {
  const api = signedInAs(CUSTOMER);
  api.on('GET /api/account/orders/7', () => answer(200, { order: ORDER }));
  api.on('GET /api/orders/7/artwork', () =>
    answer(200, {
      ...ARTWORK,
      lines: [{ ...ARTWORK.lines[0]!, status: 'awaiting_file', file: null }],
    }),
  );
  const tus = fakeTus();
  const { user } = renderRoute('/dashboard-client/orders/7');
  const line = await screen.findByTestId('artwork-line');
  const choose = () =>
    user.upload(
      within(line).getByLabelText(/Choose your print file/),
      new File([new Uint8Array(1000)], 'banner.pdf', { type: 'application/pdf' }),
    );
  return { tus, user, line, choose };
}

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
    expect(
      within(line).getByText(
        /unfinished upload is deleted 48 hours after it started; at most 3 may be under way per banner and 20 in all/,
      ),
    ).toBeVisible();
  });

  it('shows the file lit and unlit beside its proof, as a simulation with a room-light slider', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/orders/7', () => answer(200, { order: ORDER }));
    api.on('GET /api/orders/7/artwork', () => answer(200, ARTWORK));
    renderRoute('/dashboard-client/orders/7');

    const preview = await screen.findByTestId('lit-preview');
    const [off, on] = within(preview).getAllByRole('img');
    expect(off).toHaveAccessibleName(
      /^Simulation: the file banner\.pdf on the MLB 85 × 200 cm frame, switched off/,
    );
    expect(on).toHaveAccessibleName(
      /switched on: light through the fabric, brightest at the centre/,
    );
    const slider = within(preview).getByRole('slider', { name: 'Room brightness' });
    expect(slider).toHaveAttribute('aria-valuetext', '60 %, a lit exhibition hall');
    // Moved (the browser's own keys move a range input), the panels say what they now show.
    fireEvent.change(slider, { target: { value: '20' } });
    expect(slider).toHaveAttribute('aria-valuetext', '20 %, a dim hall');
    expect(on).toHaveAccessibleName(/in a room at 20 %, a dim hall/);
    expect(within(preview).getByText(/A simulation, not a colour proof/)).toBeVisible();
  });

  it('offers to add the bleed, then both proofs, and sends the choice', async () => {
    const api = signedInAs(CUSTOMER);
    const file = ARTWORK.lines[0]!.file!;
    const correction = {
      ...file,
      id: 6,
      filename: 'banner-with-bleed.pdf',
      status: 'offered' as const,
      report: { ...file.report!, verdict: 'pass' as const, checks: [] },
      proof_url: '/api/orders/7/artwork/files/6/proof',
      made_by_shop: true,
    };
    let current = ARTWORK;
    api.on('GET /api/account/orders/7', () => answer(200, { order: ORDER }));
    api.on('GET /api/orders/7/artwork', () => answer(200, current));
    api.on('POST /api/orders/7/artwork/files/5/add-bleed', () => {
      current = {
        ...ARTWORK,
        lines: [{ ...ARTWORK.lines[0]!, file: { ...file, can_add_bleed: false, correction } }],
      };
      return answer(200, { message: 'Adding.', file: current.lines[0]!.file });
    });
    api.on('POST /api/orders/7/artwork/files/5/print-choice', () =>
      answer(200, { message: 'Chosen.', file: { ...correction, status: 'ready_for_review' } }),
    );
    const { user } = renderRoute('/dashboard-client/orders/7');

    await user.click(await screen.findByRole('button', { name: 'Add the bleed for me' }));
    const offer = await screen.findByRole('region', { name: 'Choose the version to print' });
    expect(within(offer).getByRole('img', { name: /Proof of banner\.pdf/ })).toBeVisible();
    expect(
      within(offer).getByRole('img', { name: /Proof of banner-with-bleed\.pdf/ }),
    ).toHaveAttribute('src', '/api/orders/7/artwork/files/6/proof');
    await user.click(within(offer).getByRole('button', { name: 'Print the version with bleed' }));
    await waitFor(() =>
      expect(api.requestsTo('POST /api/orders/7/artwork/files/5/print-choice')).toHaveLength(1),
    );
    expect(api.requestsTo('POST /api/orders/7/artwork/files/5/print-choice')[0]!.body).toEqual({
      use: 'shop_version',
    });
  });

  it('shows why the shop refused to start an upload, and clears it on Cancel', async () => {
    const { tus, user, line, choose } = await awaitingFile();
    await choose();
    const create = await tus.next();
    const message =
      'This line has 3 unfinished uploads already, the most it may have. Finish or cancel one of them, or wait: an unfinished upload is deleted 48 hours after it started.';
    create.answer(429, {}, JSON.stringify({ status: 429, code: 'TOO_MANY_REQUESTS', message }));
    expect(await within(line).findByRole('alert')).toHaveTextContent(message);

    await user.click(within(line).getByRole('button', { name: 'Cancel upload' }));
    expect(within(line).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Upload print file' })).toBeEnabled();
  });

  it('deletes an upload under way at the shop when the customer cancels it', async () => {
    const { tus, user, line, choose } = await awaitingFile();
    await choose();
    const create = await tus.next();
    create.answer(201, { location: '/api/orders/7/artwork/uploads/u1' });
    await tus.next();
    expect(await within(line).findByText(/Uploading 50 %/)).toBeVisible();

    await user.click(within(line).getByRole('button', { name: 'Cancel upload' }));
    const drop = await tus.next();
    expect(drop.method).toBe('DELETE');
    expect(drop.path).toBe('/api/orders/7/artwork/uploads/u1');
    drop.answer(204);
    expect(within(line).queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
  });

  it('says so when the line drops during an upload, and goes on from what the shop has', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/orders/7', () => answer(200, { order: ORDER }));
    api.on('GET /api/orders/7/artwork', () =>
      answer(200, {
        ...ARTWORK,
        lines: [{ ...ARTWORK.lines[0]!, status: 'awaiting_file', file: null }],
      }),
    );
    const tus = fakeTus();
    const { user } = renderRoute('/dashboard-client/orders/7');
    const line = await screen.findByTestId('artwork-line');

    const size = 1000;
    await user.upload(
      within(line).getByLabelText(/Choose your print file/),
      new File([new Uint8Array(size)], 'banner.pdf', { type: 'application/pdf' }),
    );
    const create = await tus.next();
    expect(create.method).toBe('POST');
    create.answer(201, { location: '/api/orders/7/artwork/uploads/u1' });
    const cut = await tus.next();
    expect(cut.method).toBe('PATCH');
    expect(cut.headers.get('upload-offset')).toBe('0');
    expect(await within(line).findByText(/Uploading 50 %/)).toBeVisible();

    // The line drops: the bar would stand still, so the customer is told what goes on.
    cut.drop();
    const asks = await tus.next();
    expect(asks.method).toBe('HEAD');
    expect(within(line).getByText(/Connection lost, retrying… 50 %/)).toBeVisible();
    expect(within(line).getByRole('button', { name: 'Pause' })).toBeEnabled();
    expect(within(line).queryByRole('alert')).not.toBeInTheDocument();

    // Back on line, it sends only what the shop lacks.
    asks.answer(200, { 'upload-offset': '400', 'upload-length': String(size) });
    const rest = await tus.next();
    expect(rest.method).toBe('PATCH');
    expect(rest.path).toBe('/api/orders/7/artwork/uploads/u1');
    expect(rest.headers.get('upload-offset')).toBe('400');
    expect(await within(line).findByText(/Uploading 70 %/)).toBeVisible();
    expect(within(line).queryByText(/Connection lost/)).not.toBeInTheDocument();
    rest.answer(204, { 'upload-offset': String(size) });
    await vi.waitFor(() =>
      expect(within(line).queryByRole('progressbar', { name: 'Upload progress' })).toBeNull(),
    );
  });
});
