import {
  ArtworkActionResponseSchema,
  OrderArtworkResponseSchema,
  PrepressQueueResponseSchema,
  type AdminProduct,
  type ArtworkLine,
  findFrameSize,
  type FrameSize,
} from '@backlit/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { artworkUploads } from '../../test/artwork-uploads';
import { createCategory, createProduct } from '../../test/cart';
import { until } from '../../test/jobs';
import { placeOrderThrough } from '../../test/orders';
import { makePdf } from './artwork.fixtures';

/**
 * "Add the bleed for me" through the API — asked for, made and checked by the shop, both proofs
 * offered, the customer's choice and what staff see of it — the fabric width's seams in the
 * report, and the sample artwork of printed products. One app, on fabric 800 mm wide, so the
 * 870 mm wide test frame is sewn from two panels.
 */

// Not the other artwork tests' small frame: this file's PDFs are vector only, cheap at any size,
// and a print 870 mm wide needs two panels of fabric a real shop could stock (800 mm).
const FRAME = findFrameSize('mlb-85x200') as FrameSize;

let app: App;
let staff: SignedIn;
let ada: SignedIn;
let bob: SignedIn;
let banner: AdminProduct;
let noBleedPdf: Buffer;
let uploads: ReturnType<typeof artworkUploads>;

beforeAll(async () => {
  const defaults = loadConfig({ NODE_ENV: 'test' }).artwork;
  app = await buildTestApp({ artwork: { ...defaults, fabricWidthMm: 800 } });
  uploads = artworkUploads(await app.listen({ port: 0, host: '127.0.0.1' }));
  staff = await signInStaff(app);
  ada = await registerCustomer(app);
  bob = await registerCustomer(app);
  banner = await createProduct(app, staff, await createCategory(app, staff), {
    printSize: FRAME.slug,
    price: '149.00',
  });
  // Vector only, at the visible size: fails on its bleed alone, and is quick to check.
  noBleedPdf = await makePdf({ widthMm: 850, heightMm: 2000 });
}, 60_000);

afterAll(() => app?.close());

const request = (method: 'GET' | 'POST', url: string, account?: SignedIn, payload?: object) =>
  app.inject({ method, url, headers: account ? bearer(account.token) : {}, payload });

async function line(orderId: number, account: SignedIn = ada): Promise<ArtworkLine> {
  const response = await request('GET', `/api/orders/${orderId}/artwork`, account);
  expect(response.statusCode, response.body).toBe(200);
  return OrderArtworkResponseSchema.parse(response.json()).lines[0]!;
}

/** An order of the banner with the no-bleed file uploaded and checked. */
async function orderWithNoBleedFile() {
  const order = await placeOrderThrough(app, {
    customer: ada,
    staff,
    productId: banner.id,
    shipped: false,
  });
  const lineId = (await line(order.id)).line_id;
  const done = await uploads.upload(ada, order.id, noBleedPdf, [lineId]);
  expect(done.statusCode, done.body).toBe(200);
  await until(async () => (await line(order.id)).status !== 'checking', 60_000);
  const checked = await line(order.id);
  return { order, file: checked.file!, base: `/api/orders/${order.id}/artwork/files` };
}

async function offered(orderId: number) {
  await until(async () => (await line(orderId)).file?.correction?.status === 'offered', 60_000);
  return (await line(orderId)).file!.correction!;
}

async function prepressItem(orderId: number) {
  const queue = await request('GET', '/api/admin/prepress', staff);
  return PrepressQueueResponseSchema.parse(queue.json()).items.find(
    (item) => item.order_id === orderId,
  );
}

describe('add the bleed for me', { timeout: 120_000 }, () => {
  it('is offered for a file that fails only on bleed, made, checked and chosen for print', async () => {
    const { order, file, base } = await orderWithNoBleedFile();
    expect(file).toMatchObject({
      status: 'needs_attention',
      can_add_bleed: true,
      correction: null,
    });
    expect(file.report?.fixes).toEqual(['add_bleed']);

    // Only the order's customer and staff may ask.
    expect((await request('POST', `${base}/${file.id}/add-bleed`)).statusCode).toBe(401);
    expect((await request('POST', `${base}/${file.id}/add-bleed`, bob)).statusCode).toBe(404);
    const asked = await request('POST', `${base}/${file.id}/add-bleed`, ada);
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = ArtworkActionResponseSchema.parse(asked.json());
    expect(answer.file).toMatchObject({ can_add_bleed: false, correction: { status: 'checking' } });
    expect(answer.file.correction?.filename).toBe('banner front-with-bleed.pdf');
    // Once per file.
    expect((await request('POST', `${base}/${file.id}/add-bleed`, ada)).statusCode).toBe(409);

    // The shop's version passes every rule but the seam's warning; both proofs can be seen.
    const correction = await offered(order.id);
    expect(correction.made_by_shop).toBe(true);
    expect(correction.report?.verdict).toBe('warn');
    expect(correction.report?.checks.filter((check) => check.verdict !== 'pass')).toEqual([
      expect.objectContaining({ rule: 'seam' }),
    ]);
    const current = await line(order.id);
    expect(current.file?.id).toBe(file.id);
    expect(current.file?.proof_url).not.toBeNull();
    for (const [url, type] of [
      [correction.proof_url, 'image/png'],
      [correction.preview_url, 'image/jpeg'],
      [correction.download_url, 'application/pdf'],
    ] as const) {
      const response = await request('GET', url!, ada);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
    }
    // Staff see the customer's file waiting, with the shop's version offered; not the version.
    const waiting = await prepressItem(order.id);
    expect(waiting?.file).toMatchObject({ id: file.id, correction: { id: correction.id } });

    const chosen = await request('POST', `${base}/${file.id}/print-choice`, ada, {
      use: 'shop_version',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(ArtworkActionResponseSchema.parse(chosen.json()).file).toMatchObject({
      id: correction.id,
      status: 'ready_for_review',
      made_by_shop: true,
      print_choice: 'shop_version',
    });
    const printed = await line(order.id);
    expect(printed.status).toBe('ready_for_review');
    expect(printed.file).toMatchObject({ id: correction.id, made_by_shop: true });
    // Staff review the version the customer chose, and see that the shop made it.
    expect((await prepressItem(order.id))?.file).toMatchObject({
      id: correction.id,
      made_by_shop: true,
      print_choice: 'shop_version',
    });
    // The choice is made once; the customer's replaced file is gone.
    const again = await request('POST', `${base}/${file.id}/print-choice`, ada, {
      use: 'own_file',
    });
    expect(again.statusCode).toBe(409);
    expect((await request('GET', `${base}/${file.id}`, ada)).statusCode).toBe(404);
  });

  it('keeps the customer’s own file when they choose it, and deletes the shop’s version', async () => {
    const { order, file, base } = await orderWithNoBleedFile();
    expect((await request('POST', `${base}/${file.id}/add-bleed`, ada)).statusCode).toBe(200);
    const correction = await offered(order.id);
    const bad = await request('POST', `${base}/${file.id}/print-choice`, ada, { use: 'both' });
    expect(bad.statusCode).toBe(422);

    const kept = await request('POST', `${base}/${file.id}/print-choice`, ada, {
      use: 'own_file',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await line(order.id)).file).toMatchObject({
      id: file.id,
      status: 'needs_attention',
      print_choice: 'own_file',
      can_add_bleed: false,
      correction: null,
    });
    expect((await prepressItem(order.id))?.file).toMatchObject({
      id: file.id,
      print_choice: 'own_file',
      made_by_shop: false,
    });
    expect((await request('GET', correction.download_url!, ada)).statusCode).toBe(404);
  });

  it('is refused for a file that passes', async () => {
    const order = await placeOrderThrough(app, {
      customer: ada,
      staff,
      productId: banner.id,
      shipped: false,
    });
    const lineId = (await line(order.id)).line_id;
    await uploads.upload(ada, order.id, await makePdf(), [lineId]);
    await until(async () => (await line(order.id)).status !== 'checking', 60_000);
    const file = (await line(order.id)).file!;
    expect(file.can_add_bleed).toBe(false);
    const url = `/api/orders/${order.id}/artwork/files/${file.id}/add-bleed`;
    expect((await request('POST', url, ada)).statusCode).toBe(409);
  });
});

describe('fabric width', () => {
  it('says a graphic wider than the fabric both ways is sewn, and where the seam falls', async () => {
    const { file } = await orderWithNoBleedFile();
    const seam = file.report?.checks.find((check) => check.rule === 'seam');
    expect(seam?.verdict).toBe('warn');
    // 870 mm on 800 mm fabric: two panels of 435 mm, the seam 425 mm from the visible left edge.
    expect(seam?.message).toContain(
      'sewn from 2 panels, with a vertical seam 425 mm from the visible left edge',
    );
  });
});

describe('sample artwork', () => {
  it('is drawn for every frame size at its visible proportions, and cached', async () => {
    const response = await request('GET', `/api/artwork/samples/${FRAME.slug}.jpg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toContain('public');
    const { width, height } = await sharp(response.rawPayload).metadata();
    expect(width! / height!).toBeCloseTo(850 / 2000, 2);
    expect((await request('GET', '/api/artwork/samples/mlb-1x1.jpg')).statusCode).toBe(404);
    expect((await request('GET', '/api/artwork/samples/../secret')).statusCode).toBe(404);
  });
});
