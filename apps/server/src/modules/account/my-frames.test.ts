import {
  MyFramesResponseSchema,
  OrderArtworkResponseSchema,
  type AdminProduct,
} from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { artworkUploads } from '../../test/artwork-uploads';
import { createCategory, createProduct, type ProductOptions } from '../../test/cart';
import { placeOrderThrough } from '../../test/orders';

/** "My frames": the frames of delivered orders only, and only the products that fit them. */

let app: App;
let staff: SignedIn;
let ada: SignedIn;
let bob: SignedIn;
let uploads: ReturnType<typeof artworkUploads>;
const made: Record<string, AdminProduct> = {};

/** Any bytes that begin like a Photoshop file: approved by staff, no automatic check. */
const PSD = Buffer.concat([Buffer.from('8BPS', 'latin1'), Buffer.alloc(1024, 3)]);

function staffPost(url: string, payload: object = {}) {
  return app.inject({ method: 'POST', url, headers: bearer(staff.token), payload });
}

/** Ada's order of the frame, its artwork approved, moved along to `until`. */
async function frameOrder(product: AdminProduct, until: 'shipped' | 'delivered') {
  const order = await placeOrderThrough(app, {
    customer: ada,
    staff,
    productId: product.id,
    shipped: false,
  });
  const view = await app.inject({
    method: 'GET',
    url: `/api/orders/${order.id}/artwork`,
    headers: bearer(ada.token),
  });
  const lineId = OrderArtworkResponseSchema.parse(view.json()).lines[0]!.line_id;
  const sent = await uploads.upload(ada, order.id, PSD, [lineId]);
  expect(sent.statusCode, sent.body).toBe(200);
  const fileId = (sent.json() as { file: { id: number } }).file.id;
  const steps: [string, object][] = [
    [`artwork/files/${fileId}/approve`, { reason: 'Checked by the studio.' }],
    ['production', {}],
    ['ship', { carrier: 'UPS', tracking_number: '1Z999AA10123456784' }],
    ...(until === 'delivered' ? ([['deliver', {}]] as [string, object][]) : []),
  ];
  for (const [path, payload] of steps) {
    const moved = await staffPost(`/api/orders/${order.id}/${path}`, payload);
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return order;
}

function myFrames(account?: SignedIn) {
  return app.inject({
    method: 'GET',
    url: '/api/account/frames',
    headers: account ? bearer(account.token) : {},
  });
}

beforeAll(async () => {
  app = await buildTestApp();
  uploads = artworkUploads(await app.listen({ port: 0, host: '127.0.0.1' }));
  staff = await signInStaff(app);
  ada = await registerCustomer(app);
  bob = await registerCustomer(app);
  const categoryId = await createCategory(app, staff);
  const products: [string, ProductOptions][] = [
    ['floorFrame', { frameFamily: 'floor', fitRole: 'frame', printSize: 'mlb-85x200' }],
    ['counterFrame', { frameFamily: 'counter', fitRole: 'frame', printSize: 'mlb-40x60-counter' }],
    ['banner', { frameFamily: 'floor', fitRole: 'banner', printSize: 'mlb-85x200-battery' }],
    ['bannerOtherSize', { frameFamily: 'floor', fitRole: 'banner', printSize: 'mlb-100x200' }],
    ['bannerWall', { frameFamily: 'wall', fitRole: 'banner', printSize: 'mlb-85x200' }],
    ['feet', { frameFamily: 'floor', fitRole: 'spare_part' }],
    ['bigProfile', { frameFamily: 'floor', fitRole: 'spare_part', printSize: 'mlb-200x200' }],
    ['bag', { frameFamily: 'floor', fitRole: 'accessory', price: '79.00' }],
    ['counterBag', { frameFamily: 'counter', fitRole: 'accessory' }],
    ['unmarked', {}],
  ];
  for (const [key, options] of products) {
    made[key] = await createProduct(app, staff, categoryId, { name: `Fit ${key}`, ...options });
  }
  await frameOrder(made.floorFrame!, 'delivered');
  await frameOrder(made.floorFrame!, 'delivered');
  await frameOrder(made.counterFrame!, 'shipped');
}, 180_000);

afterAll(() => app?.close());

describe('my frames', () => {
  it('lists the frames of delivered orders only, with their print size', async () => {
    const response = await myFrames(ada);
    expect(response.statusCode, response.body).toBe(200);
    const { frames } = MyFramesResponseSchema.parse(response.json());
    expect(frames.map((frame) => frame.product_id)).toEqual([made.floorFrame!.id]);
    expect(frames[0]).toMatchObject({
      quantity: 2,
      frame_family: 'floor',
      family_label: 'Floor-standing frames',
      print_size: { slug: 'mlb-85x200', label: 'MLB 85 × 200 cm', width_mm: 850, height_mm: 2000 },
    });
  });

  it('offers only what fits: banners of its family and print area, parts and accessories of its family', async () => {
    const [frame] = MyFramesResponseSchema.parse((await myFrames(ada)).json()).frames;
    const ids = (list: { id: number }[]) => list.map((product) => product.id);
    expect(ids(frame!.banners)).toEqual([made.banner!.id]);
    expect(ids(frame!.spare_parts)).toEqual([made.feet!.id]);
    expect(ids(frame!.accessories)).toEqual([made.bag!.id]);
    expect(frame!.new_graphic).toMatchObject({ id: made.banner!.id, slug: made.banner!.slug });
    expect(frame!.accessories[0]).toMatchObject({ price: 79, fit_role: 'accessory' });
  });

  it("is the customer's own: another sees none, and nobody signed in is asked to sign in", async () => {
    expect(MyFramesResponseSchema.parse((await myFrames(bob)).json()).frames).toEqual([]);
    expect((await myFrames()).statusCode).toBe(401);
  });
});
