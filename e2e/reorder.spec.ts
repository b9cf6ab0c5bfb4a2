import { expect, test, type APIRequestContext } from '@playwright/test';
import { STAFF } from './staff';
import {
  bearerFor,
  expectAccessible,
  logIn,
  openAccountPage,
  PASSWORD,
  registerThroughApi,
  screenshot,
  untilHydrated,
} from './support';

/** A printed product of the demo catalogue, on its MLB 85 × 200 cm frame. */
const BANNER_SLUG = 'fabric-banner-for-mlb-85x200';
/** Bytes that begin like a Photoshop file: our studio reviews those, with no automatic check. */
const PSD = Buffer.concat([Buffer.from('8BPS', 'latin1'), Buffer.alloc(2048, 5)]);

/**
 * A customer's order of the banner, paid with the demo provider, its artwork uploaded (tus) and
 * approved by staff, then put in production and shipped: all through the API, as the shop's own
 * pages call it.
 */
async function shippedOrderWithApprovedArtwork(
  request: APIRequestContext,
  { slug = BANNER_SLUG, deliver = false }: { slug?: string; deliver?: boolean } = {},
) {
  const customer = await registerThroughApi(request);
  const headers = await bearerFor(request, { email: customer.email, password: PASSWORD });
  const product = await request.get(`/api/product/${slug}`);
  const productId = (await product.json()).product.id as number;
  const added = await request.post('/api/add-to-cart', {
    headers,
    data: { product_id: productId, product_qty: 1 },
  });
  expect(added.ok()).toBe(true);
  const payment = await request.post('/api/checkout/payment', {
    headers,
    data: { rush: false, country: 'US', state: 'GA' },
  });
  const placed = await request.post('/api/place-order', {
    headers,
    data: {
      firstname: 'Rey',
      lastname: 'Order',
      country: 'US',
      streetaddress: '10 Peachtree St',
      city: 'Atlanta',
      state_contry: 'GA',
      zip: '30303',
      phone: '+1 404-555-0199',
      email: customer.email,
      terms: true,
      payment_order_id: (await payment.json()).order_id as string,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { order_id: id, tracking_no: trackingNo } = await placed.json();

  const artwork = await (await request.get(`/api/orders/${id}/artwork`, { headers })).json();
  const lineId = artwork.lines[0].line_id as number;
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const created = await request.post(`/api/orders/${id}/artwork/uploads`, {
    headers: {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-length': String(PSD.length),
      'upload-metadata': `filename ${b64('expo-banner.psd')},lines ${b64(String(lineId))}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sent = await request.patch(created.headers().location!, {
    headers: {
      ...headers,
      'tus-resumable': '1.0.0',
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
    },
    data: PSD,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const fileId = (await sent.json()).file.id as number;

  const staff = await bearerFor(request, STAFF);
  for (const [path, data] of [
    [`artwork/files/${fileId}/approve`, { reason: 'Checked by the studio.' }],
    ['production', {}],
    ['ship', { carrier: 'UPS', tracking_number: '1Z999AA10123456784' }],
    ...(deliver ? ([['deliver', {}]] as const) : []),
  ] as const) {
    const moved = await request.post(`/api/orders/${id}/${path}`, { headers: staff, data });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { id: id as number, trackingNo: trackingNo as string, email: customer.email };
}

test('a shipped banner with approved artwork is ordered again in one click, with its file', async ({
  page,
  request,
}, testInfo) => {
  const order = await shippedOrderWithApprovedArtwork(request);
  await logIn(page, order.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard-client$/);
  await page.goto(`/dashboard-client/orders/${order.id}`);
  await untilHydrated(page);

  const offer = page.getByRole('region', { name: 'Order this graphic again' });
  await expect(offer).toContainText('Your approved artwork is kept for reorder until');
  await expect(offer).toContainText('no new upload and no new check');
  await offer.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'reorder-offer');

  await expect(offer).toContainText('Fabric Banner for MLB 85 × 200 cm · $149.00');
  await offer.getByRole('button', { name: 'Reorder', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel).toContainText('printed from your approved artwork');
  await expect(panel).toContainText(
    `Printed from your approved artwork of order ${order.trackingNo}`,
  );
  await expect(panel.getByText('Just added')).toBeVisible();
  await screenshot(page, testInfo, 'reorder-cart-panel');

  // The cart page says the same: no upload will be asked for this line.
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  await expect(
    page.getByText(`approved artwork of order ${order.trackingNo}`).first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('my frames lists a delivered frame with the banners, parts and accessories that fit it', async ({
  page,
  request,
}, testInfo) => {
  const order = await shippedOrderWithApprovedArtwork(request, {
    slug: 'mlb-85x200-backlit-frame',
    deliver: true,
  });
  await logIn(page, order.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard-client$/);
  await openAccountPage(page, 'My frames');
  await expect(page).toHaveURL(/\/dashboard-client\/frames$/);

  const frame = page.getByRole('article', { name: 'MLB 85 × 200 cm Backlit Frame' });
  await expect(frame).toContainText('Floor-standing frames · print size 850 × 2000 mm visible');
  await expect(frame).toContainText('Fabric Banner for MLB 85 × 200 cm');
  await expect(frame).toContainText('Flat Feet for Floor Frames (pair)');
  await expect(frame).not.toContainText('Counter Frame Carry Bag');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'my-frames');

  await frame.getByRole('link', { name: 'New graphic for this frame' }).click();
  await expect(page).toHaveURL(/\/product\/fabric-banner-for-mlb-85x200$/);
});
