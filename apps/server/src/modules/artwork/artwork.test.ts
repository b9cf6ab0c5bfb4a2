import {
  ArtworkActionResponseSchema,
  OrderArtworkResponseSchema,
  PrepressQueueResponseSchema,
  type AdminProduct,
  type OrderArtworkResponse,
} from '@backlit/domain';
import sharp from 'sharp';
import { rawQuery } from '../../db/raw-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { outboxDir } from '../../platform/mailer';
import { buildTestApp } from '../../test/app';
import { BILLING } from '../../test/checkout';
import { add, createCategory, createProduct } from '../../test/cart';
import { artworkUploads } from '../../test/artwork-uploads';
import { jobsIdle, until } from '../../test/jobs';
import { outboxMailsTo } from '../../test/mail';
import { placeOrderThrough } from '../../test/orders';
import { makePdf, SHARP_IMAGE_PX, TEST_FRAME } from './artwork.fixtures';

/** Artwork on orders through the API: lines, uploads (tus), checks, proofs, review, access. */

let app: App;
let staff: SignedIn;
let ada: SignedIn;
let bob: SignedIn;
let banner: AdminProduct;
let spare: AdminProduct;
let order: { id: number; tracking_no: string };
let goodPdf: Buffer;

function get(url: string, account?: SignedIn) {
  return app.inject({ method: 'GET', url, headers: account ? bearer(account.token) : {} });
}

async function artwork(account: SignedIn = ada): Promise<OrderArtworkResponse> {
  const response = await get(`/api/orders/${order.id}/artwork`, account);
  expect(response.statusCode, response.body).toBe(200);
  return OrderArtworkResponseSchema.parse(response.json());
}

let uploads: ReturnType<typeof artworkUploads>;
const tus = (...args: Parameters<typeof uploads.tus>) => uploads.tus(...args);
const patch = (...args: Parameters<typeof uploads.patch>) => uploads.patch(...args);
const createUpload = (account: SignedIn | undefined, size: number, lines: number[]) =>
  uploads.createUpload(account, order.id, size, lines);
const upload = (account: SignedIn, bytes: Buffer, lines: number[]) =>
  uploads.upload(account, order.id, bytes, lines);

beforeAll(async () => {
  app = await buildTestApp();
  uploads = artworkUploads(await app.listen({ port: 0, host: '127.0.0.1' }));
  staff = await signInStaff(app);
  ada = await registerCustomer(app);
  bob = await registerCustomer(app);
  const category = await createCategory(app, staff);
  banner = await createProduct(app, staff, category, {
    printSize: TEST_FRAME.slug,
    price: '149.00',
  });
  spare = await createProduct(app, staff, category, { price: '9.00' });
  await add(app, ada, spare.id, 1);
  order = await placeOrderThrough(app, {
    customer: ada,
    staff,
    productId: banner.id,
    qty: 2,
    shipped: false,
  });
  goodPdf = await makePdf({ imagePx: SHARP_IMAGE_PX });
}, 60_000);

afterAll(() => app?.close());

describe('printed products', () => {
  it('take their print area from the frame size chosen in the product form', () => {
    expect(banner.print_size).toBe(TEST_FRAME.slug);
    expect([banner.print_width_mm, banner.print_height_mm]).toEqual([400, 600]);
  });

  it('refuse a print size that is not one of the frames', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/store-product',
      headers: bearer(staff.token),
      payload: {
        name: 'Odd',
        sku: 'ODD-1',
        stock: '1',
        category_id: '1',
        originalPrice: '5',
        print_size: 'mlb-1x1',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors.print_size).toEqual([
      'Choose one of the frame sizes, or none.',
    ]);
  });
});

describe('access', () => {
  it('lists only the printed lines of the order, awaiting their file, with the template', async () => {
    const view = await artwork();
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({
      name: banner.name,
      quantity: 2,
      status: 'awaiting_file',
      can_replace: true,
      file: null,
      template_url: `/api/print-templates/${TEST_FRAME.slug}.pdf`,
      print_size: { slug: TEST_FRAME.slug, width_mm: 400, height_mm: 600 },
    });
    expect(view.retention_months).toBe(12);
  });

  it('is refused to nobody signed in (401) and hidden from another customer (404)', async () => {
    expect((await get(`/api/orders/${order.id}/artwork`)).statusCode).toBe(401);
    expect((await get(`/api/orders/${order.id}/artwork`, bob)).statusCode).toBe(404);
    expect((await createUpload(undefined, 10, [1])).statusCode).toBe(401);
    const lineId = (await artwork()).lines[0]!.line_id;
    const foreign = await createUpload(bob, 10, [lineId]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Order not found.');
  });

  it('answers every artwork call with no-store', async () => {
    const response = await get(`/api/orders/${order.id}/artwork`, ada);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('upload, check and review', () => {
  let lineId: number;

  beforeAll(async () => {
    lineId = (await artwork()).lines[0]!.line_id;
  });

  it('refuses a program renamed .pdf by its content, keeping nothing', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4096, 1)]);
    const response = await upload(ada, exe, [lineId]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('not a PDF, TIFF, AI, EPS, PSD or InDesign file');
    expect((await artwork()).lines[0]!.file).toBeNull();
  });

  it('refuses a file larger than the limit before any byte is sent, keeping no record of it', async () => {
    const response = await createUpload(ada, app.config.artwork.maxBytes + 1, [lineId]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(
      /^This file is larger than .+, the most one upload may be: e-mail us a download link instead/,
    );
    const { rows } = await rawQuery(app.db)(
      'select count(*)::int as count from artwork_uploads where order_id = $1',
      [order.id],
    );
    expect(rows).toEqual([{ count: 0 }]);
  });

  it('resumes an upload cut half-way from the offset the server has', async () => {
    const created = await createUpload(ada, goodPdf.length, [lineId]);
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(new RegExp(`^/api/orders/${order.id}/artwork/uploads/[0-9a-f-]{36}$`));
    const half = Math.floor(goodPdf.length / 2);
    expect((await patch(ada, location, 0, goodPdf.subarray(0, half))).statusCode).toBe(204);
    // Another customer cannot see or continue it.
    expect((await tus('HEAD', location, bearer(bob.token))).statusCode).toBe(404);
    const head = await tus('HEAD', location, bearer(ada.token));
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await patch(ada, location, half, goodPdf.subarray(half));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().file).toMatchObject({
      status: 'checking',
      format: 'pdf',
      filename: 'banner front.pdf',
    });
  });

  it('checks the file: the report passes and the proof shows page 1', async () => {
    await until(async () => (await artwork()).lines[0]!.status !== 'checking', 60_000);
    const line = (await artwork()).lines[0]!;
    expect(line.status).toBe('ready_for_review');
    expect(line.file?.report?.verdict).toBe('pass');
    const proof = await get(line.file!.proof_url!, ada);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    const { width, height } = await sharp(proof.rawPayload).metadata();
    expect(height).toBe(1600);
    // 420 × 620 mm drawn 1600 px tall: within a pixel's rounding of that shape.
    expect(Math.abs((width! / height!) * 620 - 420)).toBeLessThan(2);
  });

  it('streams the file back to its customer and staff only, as an attachment', async () => {
    const file = (await artwork()).lines[0]!.file!;
    const download = await get(file.download_url!, ada);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(goodPdf)).toBe(true);
    // Named by the shop: the order, the line's place in it (the banner comes after the spare
    // part put in the cart first), the type found in the content.
    const name = `${order.tracking_no}-line-2.pdf`;
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(file.download_url!, staff)).statusCode).toBe(200);
    expect((await get(file.download_url!, bob)).statusCode).toBe(404);
    expect((await get(file.download_url!)).statusCode).toBe(401);
    expect((await get(`/api/orders/${order.id}/artwork/files/999999`, ada)).statusCode).toBe(404);
  });

  it('lists the file in the prepress queue, and keeps the order out of production', async () => {
    const queue = PrepressQueueResponseSchema.parse(
      (await get('/api/admin/prepress', staff)).json(),
    );
    expect(queue.items.map((item) => item.tracking_no)).toContain(order.tracking_no);
    expect((await get('/api/admin/prepress', ada)).statusCode).toBe(403);
    // The staff's order list: an artwork column, and a filter on it.
    const listed = async (artwork: string) =>
      (
        (await get(`/api/orders?artwork=${artwork}`, staff)).json() as {
          orders: { tracking_no: string; artwork: string }[];
        }
      ).orders;
    const waiting = await listed('ready_for_review');
    expect(waiting.find((row) => row.tracking_no === order.tracking_no)?.artwork).toBe(
      'ready_for_review',
    );
    expect((await listed('awaiting_file')).map((row) => row.tracking_no)).not.toContain(
      order.tracking_no,
    );
    expect((await get('/api/orders?artwork=lost', staff)).statusCode).toBe(422);
    const production = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/production`,
      headers: bearer(staff.token),
      payload: {},
    });
    expect(production.statusCode).toBe(409);
    expect(production.json().message).toContain('1 printed line has no approved artwork yet');
  });

  it('e-mails the customer when staff ask for a new file, and lets them replace it', async () => {
    const file = (await artwork()).lines[0]!.file!;
    const asked = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/artwork/files/${file.id}/request-new-file`,
      headers: bearer(staff.token),
      payload: { message: 'Please move the logo 40 mm down, it sits in the safety margin.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await artwork()).lines[0]!.status).toBe('needs_attention');
    await jobsIdle(app);
    const mails = await outboxMailsTo(outboxDir(app.config.dataDir), BILLING.email);
    const request = mails.find((mail) => mail.text.includes('We need a new print file'));
    expect(request?.text).toContain('Please move the logo 40 mm down');

    const replaced = await upload(ada, await makePdf({ widthMm: 400, heightMm: 600 }), [lineId]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    await until(async () => (await artwork()).lines[0]!.status !== 'checking', 60_000);
    const line = (await artwork()).lines[0]!;
    expect(line.status).toBe('needs_attention');
    expect(line.file!.report!.checks.find((check) => check.rule === 'page_size')!.message).toBe(
      'Your page is 400 × 600 mm, the visible size without bleed; this frame needs 420 × 620 mm: add 10 mm bleed on every side (extend the background) — see the template.',
    );
    // The replaced file is gone from storage.
    expect((await get(file.download_url!, ada)).statusCode).toBe(404);
  });

  it('approves over failures only with a reason, then the order goes to production', async () => {
    const file = (await artwork()).lines[0]!.file!;
    const url = `/api/orders/${order.id}/artwork/files/${file.id}/approve`;
    const bare = await app.inject({
      method: 'POST',
      url,
      headers: bearer(staff.token),
      payload: {},
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().validation_errors.reason).toBeDefined();
    expect(
      (await app.inject({ method: 'POST', url, headers: bearer(ada.token), payload: {} }))
        .statusCode,
    ).toBe(403);
    const approved = await app.inject({
      method: 'POST',
      url,
      headers: bearer(staff.token),
      payload: { reason: 'Customer agreed by phone: we scale it to add the bleed.' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(ArtworkActionResponseSchema.parse(approved.json()).file.status).toBe('approved');
    const line = (await artwork()).lines[0]!;
    expect(line).toMatchObject({ status: 'approved', can_replace: false });
    expect((await createUpload(ada, goodPdf.length, [lineId])).statusCode).toBe(409);

    const production = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/production`,
      headers: bearer(staff.token),
      payload: {},
    });
    expect(production.statusCode, production.body).toBe(200);
    expect((await artwork()).lines[0]!.status).toBe('in_production');
  });
});
