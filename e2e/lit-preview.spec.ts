import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { PDFDocument, rgb } from 'pdf-lib';
import {
  expectAccessible,
  logIn,
  logInAsStaff,
  PASSWORD,
  registerThroughApi,
  screenshot,
} from './support';

/**
 * See it lit and the bleed fix, as a customer meets them: the product page's preview with the
 * shop's sample artwork; an uploaded file made at the visible size without bleed, shown unlit and
 * lit beside its proof, with the room's brightness moved from the keyboard; the shop's version
 * with the bleed added, chosen for print; and what staff see of it in the prepress queue.
 */

/** A printed product of the demo catalogue: its frame is MLB 85 × 200 cm. */
const BANNER_SLUG = 'fabric-banner-for-mlb-85x200';
const MM = 72 / 25.4;

/**
 * A vector poster at the frame's visible size (850 × 2000 mm), without bleed: it fails only on its
 * bleed (vector artwork needs no resolution), and has the darks, colours and whites that change
 * when lit.
 */
async function posterWithoutBleed(): Promise<Buffer> {
  const [width, height] = [850 * MM, 2000 * MM];
  const document = await PDFDocument.create();
  const page = document.addPage([width, height]);
  const bands = ['#0b1d4f', '#27306f', '#44338a', '#6b2f8e', '#a3388a', '#d9457b', '#f4725f'];
  bands.forEach((colour, index) => {
    const band = (height * 0.55) / bands.length;
    page.drawRectangle({
      x: 0,
      y: height - band * (index + 1),
      width,
      height: band + 1,
      color: hex(colour),
    });
  });
  page.drawRectangle({ x: 0, y: 0, width, height: height * 0.45, color: hex('#120c24') });
  page.drawCircle({ x: width * 0.68, y: height * 0.5, size: width * 0.22, color: hex('#ffd166') });
  page.drawSvgPath(
    `M0 0 L${width * 0.3} -${width * 0.35} L${width * 0.6} -${width * 0.1} L${width} -${width * 0.4} L${width} ${width * 0.2} L0 ${width * 0.2}Z`,
    {
      x: 0,
      y: height * 0.45 + width * 0.2,
      color: hex('#2b1840'),
    },
  );
  page.drawRectangle({
    x: width * 0.1,
    y: height * 0.72,
    width: width * 0.8,
    height: width * 0.34,
    color: hex('#ffffff'),
  });
  page.drawCircle({
    x: width * 0.27,
    y: height * 0.72 + width * 0.17,
    size: width * 0.11,
    color: hex('#0ea5e9'),
  });
  page.drawRectangle({
    x: width * 0.45,
    y: height * 0.72 + width * 0.2,
    width: width * 0.38,
    height: width * 0.06,
    color: hex('#0b1d4f'),
  });
  page.drawRectangle({
    x: width * 0.1,
    y: height * 0.08,
    width: width * 0.6,
    height: width * 0.05,
    color: hex('#fef3c7'),
  });
  return Buffer.from(await document.save());
}

function hex(colour: string) {
  const value = Number.parseInt(colour.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** A customer who paid for the banner with the demo provider, through the API as checkout does. */
async function paidOrder(request: APIRequestContext) {
  const customer = await registerThroughApi(request);
  const login = await request.post('/api/login', {
    data: { email: customer.email, password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const product = await request.get(`/api/product/${BANNER_SLUG}`);
  const productId = (await product.json()).product.id as number;
  await request.post('/api/add-to-cart', {
    headers,
    data: { product_id: productId, product_qty: 1 },
  });
  const payment = await request.post('/api/checkout/payment', {
    headers,
    data: { rush: false, country: 'US', state: 'GA' },
  });
  const placed = await request.post('/api/place-order', {
    headers,
    data: {
      firstname: 'Erin',
      lastname: 'Tester',
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
  return { id: id as number, trackingNo: trackingNo as string, email: customer.email };
}

/** Mean brightness (0–255) of the middle of each panel's canvas: switched off, switched on. */
async function centreBrightness(preview: Locator): Promise<[number, number]> {
  return preview.locator('canvas').evaluateAll((canvases) =>
    (canvases as HTMLCanvasElement[]).map((canvas) => {
      const context = canvas.getContext('2d')!;
      const size = Math.round(canvas.width * 0.1);
      const { data } = context.getImageData(
        Math.round(canvas.width / 2 - size / 2),
        Math.round(canvas.height / 2 - size / 2),
        size,
        size,
      );
      let sum = 0;
      for (let index = 0; index < data.length; index += 4) {
        sum += (data[index]! + data[index + 1]! + data[index + 2]!) / 3;
      }
      return sum / (data.length / 4);
    }),
  ) as Promise<[number, number]>;
}

/** The preview, brought into view and drawn. */
async function drawnPreview(preview: Locator): Promise<void> {
  await preview.scrollIntoViewIfNeeded();
  await expect(preview.getByText('Drawing the preview…')).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(async () => (await centreBrightness(preview))[1]).toBeGreaterThan(0);
}

test('a printed product shows the sample artwork on its frame, switched off and on', async ({
  page,
}, testInfo) => {
  await page.goto(`/product/${BANNER_SLUG}`);
  const section = page.getByRole('region', { name: 'See it lit' });
  const preview = section.getByTestId('lit-preview');
  // The panels hold their place before they are drawn: nothing below them moves.
  const reviews = page.getByRole('heading', { name: 'Customer reviews' });
  const topOf = (locator: Locator) =>
    locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const before = await topOf(reviews);
  await drawnPreview(preview);
  // (Within a pixel: scrolling leaves the page at a fraction of one.)
  expect(Math.abs((await topOf(reviews)) - before)).toBeLessThan(1);
  await expect(preview.getByRole('img', { name: /^Simulation: our sample artwork/ })).toHaveCount(
    2,
  );
  await expectAccessible(page);
  await preview.screenshot({
    path: testInfo.outputPath(`${testInfo.project.name}-product-lit.png`),
  });
  await screenshot(page, testInfo, 'product-lit-preview');
});

test('an uploaded file without bleed is shown lit and unlit, the shop adds the bleed, the customer chooses it, staff see it', async ({
  browser,
  request,
}, testInfo) => {
  const folder = mkdtempSync(join(tmpdir(), 'backlit-e2e-lit-'));
  try {
    const file = join(folder, 'expo-poster.pdf');
    writeFileSync(file, await posterWithoutBleed());
    const order = await paidOrder(request);
    const context = await browser.newContext({
      viewport: testInfo.project.use.viewport ?? undefined,
      isMobile: testInfo.project.use.isMobile,
      hasTouch: testInfo.project.use.hasTouch,
      deviceScaleFactor: testInfo.project.use.deviceScaleFactor,
    });
    const page = await context.newPage();
    await logIn(page, order.email, PASSWORD);
    await expect(page).toHaveURL(/dashboard-client/);
    await page.goto(`/dashboard-client/orders/${order.id}`);
    const line = page.getByRole('region', { name: 'Your artwork' }).getByTestId('artwork-line');
    await line.locator('input[type=file]').setInputFiles(file);
    await expect(line).toContainText('Needs attention', { timeout: 60_000 });
    await expect(line).toContainText('the visible size without bleed');

    // Beside the proof, unlit and lit side by side.
    await expect(line.getByRole('img', { name: /Proof of expo-poster\.pdf/ })).toBeVisible();
    const preview = line.getByTestId('lit-preview');
    await drawnPreview(preview);
    const [offAt60, onAt60] = await centreBrightness(preview);
    expect(onAt60).not.toBe(offAt60);
    await preview.screenshot({
      path: testInfo.outputPath(`${testInfo.project.name}-file-lit-60.png`),
    });

    // The room dimmed from the keyboard: the switched-off frame darkens, the lit one glows.
    const slider = preview.getByRole('slider', { name: 'Room brightness' });
    await slider.focus();
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuetext', '20 %, a dim hall');
    await expect.poll(async () => (await centreBrightness(preview))[0]).toBeLessThan(offAt60);
    const [offAt20, onAt20] = await centreBrightness(preview);
    expect(onAt20).toBeGreaterThan(offAt20 * 2);
    await expectAccessible(page);
    await preview.screenshot({
      path: testInfo.outputPath(`${testInfo.project.name}-file-lit-20.png`),
    });
    await screenshot(page, testInfo, 'order-lit-preview');

    // Add the bleed for me: both proofs, and the customer's choice.
    await line.getByRole('button', { name: 'Add the bleed for me' }).click();
    const offer = line.getByRole('region', { name: 'Choose the version to print' });
    await expect(offer).toBeVisible({ timeout: 60_000 });
    await expect(offer.getByRole('img', { name: /Proof of expo-poster\.pdf/ })).toBeVisible();
    await expect(
      offer.getByRole('img', { name: /Proof of expo-poster-with-bleed\.pdf/ }),
    ).toBeVisible();
    await expectAccessible(page);
    await offer.screenshot({
      path: testInfo.outputPath(`${testInfo.project.name}-bleed-offer.png`),
    });
    await screenshot(page, testInfo, 'bleed-offer');
    await offer.getByRole('button', { name: 'Print the version with bleed' }).click();
    await expect(line).toContainText('Made by the shop');
    await expect(line).toContainText('Ready for review');
    await expect(line).toContainText('expo-poster-with-bleed.pdf');
    await screenshot(page, testInfo, 'bleed-chosen');
    await context.close();

    // Staff review the shop's version, told it was made by the shop and chosen.
    if (testInfo.project.name !== 'desktop') return;
    const staff = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logInAsStaff(staff);
    await staff.goto('/admin/prepress');
    const item = staff.getByTestId('prepress-item').filter({ hasText: order.trackingNo });
    await expect(item).toContainText('Made by the shop');
    await expect(item).toContainText('expo-poster-with-bleed.pdf');
    await drawnPreview(item.getByTestId('lit-preview'));
    await item.screenshot({ path: testInfo.outputPath('desktop-prepress-made-by-shop.png') });
    await staff.close();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
