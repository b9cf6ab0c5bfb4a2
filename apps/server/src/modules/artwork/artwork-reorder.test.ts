import {
  ARTWORK_REORDER_MONTHS_DEFAULT,
  CartResponseSchema,
  OrderArtworkResponseSchema,
  ReorderLineResponseSchema,
  reorderKeptUntil,
  type AdminProduct,
  type OrderArtworkResponse,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { artworkFiles, orders } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { artworkUploads } from '../../test/artwork-uploads';
import { createCategory, createProduct } from '../../test/cart';
import { runWaitingJobsNow } from '../../test/jobs';
import { placeOrderThrough } from '../../test/orders';
import { artworkPurgeJob } from './artwork.jobs';
import { NOT_APPROVED, NOT_A_CHOICE, NOT_SHIPPED } from './artwork-reorder';

/**
 * Reordering a shipped line with approved artwork: today's price, the approved file carried into
 * the new order (no upload, no check), the keep period, and who may.
 */

let app: App;
let staff: SignedIn;
let ada: SignedIn;
let bob: SignedIn;
let categoryId: number;
let frame: AdminProduct;
let banner: AdminProduct;
let otherSizeBanner: AdminProduct;
let spare: AdminProduct;
let uploads: ReturnType<typeof artworkUploads>;
/** Ada's shipped order of the frame, its printed line and approved file. */
let shipped: { id: number; lineId: number; fileId: number };

/** Any bytes that begin like a Photoshop file: the studio reviews PSDs, no automatic check. */
const PSD = Buffer.concat([Buffer.from('8BPS', 'latin1'), Buffer.alloc(4096, 7)]);

function get(url: string, account?: SignedIn) {
  return app.inject({ method: 'GET', url, headers: account ? bearer(account.token) : {} });
}

function staffPost(url: string, payload: object = {}) {
  return app.inject({ method: 'POST', url, headers: bearer(staff.token), payload });
}

async function artwork(orderId: number, account: SignedIn = ada): Promise<OrderArtworkResponse> {
  const response = await get(`/api/orders/${orderId}/artwork`, account);
  expect(response.statusCode, response.body).toBe(200);
  return OrderArtworkResponseSchema.parse(response.json());
}

function reorder(
  account: SignedIn | undefined,
  orderId: number,
  lineId: number,
  payload: object = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/artwork/lines/${lineId}/reorder`,
    headers: account ? bearer(account.token) : {},
    payload,
  });
}

/** An order of the frame with its file uploaded; approved, in production and shipped as told. */
async function orderWithArtwork(options: { approve: boolean; ship: boolean }) {
  const order = await placeOrderThrough(app, {
    customer: ada,
    staff,
    productId: frame.id,
    qty: 2,
    shipped: false,
  });
  const lineId = (await artwork(order.id)).lines[0]!.line_id;
  const sent = await uploads.upload(ada, order.id, PSD, [lineId]);
  expect(sent.statusCode, sent.body).toBe(200);
  const fileId = (await artwork(order.id)).lines[0]!.file!.id;
  if (options.approve) {
    const approved = await staffPost(`/api/orders/${order.id}/artwork/files/${fileId}/approve`, {
      reason: 'Checked by the studio.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  if (options.ship) {
    for (const [path, payload] of [
      ['production', {}],
      ['ship', { carrier: 'UPS', tracking_number: '1Z999AA10123456784' }],
    ] as const) {
      const moved = await staffPost(`/api/orders/${order.id}/${path}`, payload);
      expect(moved.statusCode, moved.body).toBe(200);
    }
  }
  return { id: order.id, lineId, fileId };
}

/** Staff change a product's price through the edit form, keeping what it fits. */
async function setPrice(product: AdminProduct, price: string) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/update-product/${product.id}`,
    headers: bearer(staff.token),
    payload: {
      name: product.name,
      sku: product.sku,
      stock: String(product.stock),
      category_id: String(product.category_id),
      description: product.description,
      originalPrice: price,
      ...(product.print_size ? { print_size: product.print_size } : {}),
      ...(product.frame_family ? { frame_family: product.frame_family } : {}),
      ...(product.fit_role ? { fit_role: product.fit_role } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  app = await buildTestApp();
  uploads = artworkUploads(await app.listen({ port: 0, host: '127.0.0.1' }));
  staff = await signInStaff(app);
  ada = await registerCustomer(app);
  bob = await registerCustomer(app);
  categoryId = await createCategory(app, staff);
  const fits = { frameFamily: 'floor' } as const;
  frame = await createProduct(app, staff, categoryId, {
    ...fits,
    name: 'MLB 85 × 200 cm Backlit Frame',
    printSize: 'mlb-85x200',
    fitRole: 'frame',
    price: '629.00',
  });
  banner = await createProduct(app, staff, categoryId, {
    ...fits,
    name: 'Replacement Banner MLB 85 × 200 cm',
    printSize: 'mlb-85x200-battery',
    fitRole: 'banner',
    price: '149.00',
  });
  otherSizeBanner = await createProduct(app, staff, categoryId, {
    ...fits,
    name: 'Replacement Banner MLB 100 × 200 cm',
    printSize: 'mlb-100x200',
    fitRole: 'banner',
    price: '169.00',
  });
  spare = await createProduct(app, staff, categoryId, { price: '9.00' });
  shipped = await orderWithArtwork({ approve: true, ship: true });
}, 120_000);

afterAll(() => app?.close());

describe('the reorder offer', () => {
  it('shows on a shipped line with approved artwork: the same product and banners of its print area, kept 24 months', async () => {
    const overview = await artwork(shipped.id);
    expect(overview.reorder_months).toBe(ARTWORK_REORDER_MONTHS_DEFAULT);
    const offer = overview.lines[0]!.reorder!;
    const [order] = await app.db.select().from(orders).where(eq(orders.id, shipped.id));
    expect(offer.kept_until).toBe(reorderKeptUntil(order!.shippedAt!, 24).toISOString());
    expect(offer).toMatchObject({ artwork_kept: true, can_reorder: true });
    expect(offer.options.map((option) => [option.product_id, option.same_product])).toEqual([
      [frame.id, true],
      [banner.id, false],
    ]);
    expect(offer.options.map((option) => option.product_id)).not.toContain(otherSizeBanner.id);
    // Staff see the offer but reorder nothing into a cart of theirs.
    expect((await artwork(shipped.id, staff)).lines[0]!.reorder!.can_reorder).toBe(false);
  });

  it('is absent until the order ships with approved artwork', async () => {
    const waiting = await orderWithArtwork({ approve: false, ship: false });
    expect((await artwork(waiting.id)).lines[0]!.reorder).toBeNull();
  });
});

describe('refusals', () => {
  it('refuses a line whose artwork is not approved, and one not shipped yet', async () => {
    const unapproved = await orderWithArtwork({ approve: false, ship: false });
    const notApproved = await reorder(ada, unapproved.id, unapproved.lineId);
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().message).toBe(NOT_APPROVED);

    const approved = await orderWithArtwork({ approve: true, ship: false });
    const notShipped = await reorder(ada, approved.id, approved.lineId);
    expect(notShipped.statusCode).toBe(409);
    expect(notShipped.json().message).toBe(NOT_SHIPPED);
  });

  it("answers another customer's line as one that does not exist, and asks who is calling", async () => {
    const stolen = await reorder(bob, shipped.id, shipped.lineId);
    expect(stolen.statusCode).toBe(404);
    expect((await reorder(undefined, shipped.id, shipped.lineId)).statusCode).toBe(401);
    expect((await reorder(ada, shipped.id, 999_999)).statusCode).toBe(404);
    const bobsCart = CartResponseSchema.parse((await get('/api/cart', bob)).json());
    expect(bobsCart.cart).toEqual([]);
  });

  it('refuses a product that is neither the line’s own nor a banner of its print area', async () => {
    for (const product of [otherSizeBanner, spare]) {
      const refused = await reorder(ada, shipped.id, shipped.lineId, { product_id: product.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().validation_errors.product_id).toEqual([NOT_A_CHOICE]);
    }
  });
});

describe('a reorder', () => {
  let reordered: { id: number };

  it('charges today’s price and carries the approved file into the new order, with no upload', async () => {
    await setPrice(frame, '599.00');
    const answered = await reorder(ada, shipped.id, shipped.lineId);
    expect(answered.statusCode, answered.body).toBe(200);
    const result = ReorderLineResponseSchema.parse(answered.json());
    expect(result.artwork_carried).toBe(true);
    expect(result.message).toMatch(/kept for reorder until/);
    expect(result.line).toMatchObject({
      product_id: frame.id,
      product_qty: 2,
      line_total: 1198,
      reorder_artwork: { file_id: shipped.fileId, filename: 'banner front.pdf' },
    });

    // Checkout as any other cart (with one more product beside it).
    const uploadsBefore = await app.db.select().from(artworkFiles);
    reordered = await placeOrderThrough(app, {
      customer: ada,
      staff,
      productId: spare.id,
      shipped: false,
    });
    const [order] = await app.db.select().from(orders).where(eq(orders.id, reordered.id));
    expect(order!.subtotalCents).toBe(2 * 599_00 + 9_00);

    const line = (await artwork(reordered.id)).lines[0]!;
    expect(line.status).toBe('approved');
    expect(line.can_replace).toBe(false);
    expect(line.file).toMatchObject({ status: 'approved', reordered: true });
    const download = await get(line.file!.download_url!, ada);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PSD)).toBe(true);
    // One file row more (the new order's, naming the same stored file), and no upload made it.
    const after = await app.db.select().from(artworkFiles);
    expect(after).toHaveLength(uploadsBefore.length + 1);
    expect(after.at(-1)!.storageName).toBe(
      uploadsBefore.find((file) => file.id === shipped.fileId)!.storageName,
    );
    // Production needs no new approval.
    const production = await staffPost(`/api/orders/${reordered.id}/production`);
    expect(production.statusCode, production.body).toBe(200);
  });

  it('may be a replacement banner of the same print area, printed from the same file', async () => {
    const answered = await reorder(ada, shipped.id, shipped.lineId, { product_id: banner.id });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(ReorderLineResponseSchema.parse(answered.json()).line).toMatchObject({
      product_id: banner.id,
      line_total: 298,
      reorder_artwork: { file_id: shipped.fileId },
    });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/delete-cartitem/${ReorderLineResponseSchema.parse(answered.json()).line.id}`,
      headers: bearer(ada.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('after the keep period offers a new upload instead; the first order’s files go, the reorder’s stay', async () => {
    const longAgo = new Date();
    longAgo.setUTCMonth(longAgo.getUTCMonth() - 25);
    await app.db.update(orders).set({ shippedAt: longAgo }).where(eq(orders.id, shipped.id));

    const offer = (await artwork(shipped.id)).lines[0]!.reorder!;
    expect(offer.artwork_kept).toBe(false);
    expect(new Date(offer.kept_until).getTime()).toBeLessThan(Date.now());

    // The deletion that was waiting for the keep period runs: the first order's file is gone,
    // the reorder's row still names the stored file and serves it.
    await app.jobs.enqueue(app.db, artworkPurgeJob, { orderId: shipped.id });
    await runWaitingJobsNow(app, artworkPurgeJob);
    const [first] = await app.db
      .select()
      .from(artworkFiles)
      .where(eq(artworkFiles.id, shipped.fileId));
    expect(first!.storageName).toBeNull();
    const again = (await artwork(reordered.id)).lines[0]!.file!;
    expect((await get(again.download_url!, ada)).statusCode).toBe(200);

    const answered = await reorder(ada, shipped.id, shipped.lineId);
    expect(answered.statusCode, answered.body).toBe(200);
    const result = ReorderLineResponseSchema.parse(answered.json());
    expect(result.artwork_carried).toBe(false);
    expect(result.message).toMatch(/upload a file after ordering/);
    expect(result.line.reorder_artwork).toBeNull();
  });
});
