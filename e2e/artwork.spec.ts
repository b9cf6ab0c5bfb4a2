import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { startTcpProxy } from '../apps/server/src/test/tcp-proxy';
import { pdf } from './artwork-files';
import {
  expectAccessible,
  logIn,
  logInAsStaff,
  PASSWORD,
  registerThroughApi,
  untilHydrated,
} from './support';

/** A printed product of the demo catalogue: its frame is MLB 85 × 200 cm (870 × 2020 mm with bleed). */
const BANNER_SLUG = 'fabric-banner-for-mlb-85x200';
/** A customer who paid for two banners with the demo provider, through the API as checkout does. */
async function paidOrder(request: APIRequestContext) {
  const customer = await registerThroughApi(request);
  const login = await request.post('/api/login', {
    data: { email: customer.email, password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const product = await request.get(`/api/product/${BANNER_SLUG}`);
  const productId = (await product.json()).product.id as number;
  expect(
    (
      await request.post('/api/add-to-cart', {
        headers,
        data: { product_id: productId, product_qty: 2 },
      })
    ).ok(),
  ).toBe(true);
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

const progressOf = async (page: Page) =>
  Number(
    await page.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow'),
  );

/** Upload throughput of the customer's line while the upload is watched (bytes per second). */
const SLOW_LINE = 12 * 1024 * 1024;
/** How long the connection stays down: long enough for tus-js-client's first retries to fail. */
const CUT_MS = 3000;

test('a customer uploads artwork, resumes after a cut, replaces it, and staff approve it for production', async ({
  request,
  browser,
  baseURL,
}) => {
  const folder = mkdtempSync(join(tmpdir(), 'backlit-e2e-artwork-'));
  // The customer's browser reaches the shop through a relay the test can cut, as a train enters
  // a tunnel: open connections die and new ones are refused. (The browser's offline emulation
  // leaves an upload already under way running.)
  const shop = new URL(baseURL!);
  const relay = await startTcpProxy({ host: shop.hostname, port: Number(shop.port) });
  const customer = await browser.newContext({ baseURL: `http://127.0.0.1:${relay.port}` });
  let restoring: ReturnType<typeof setTimeout> | undefined;
  try {
    // 200 MB of photo 2000 px wide over the 870 mm page, 58 ppi: too coarse, so the check sends
    // it back; then a print-ready file.
    const coarse = join(folder, 'banner-draft.pdf');
    writeFileSync(coarse, pdf([2000, 34_953]));
    const ready = join(folder, 'banner-final.pdf');
    writeFileSync(ready, pdf());
    const order = await paidOrder(request);

    const page = await customer.newPage();
    await logIn(page, order.email, PASSWORD);
    await expect(page).toHaveURL(/dashboard-client/);
    await page.goto(`/dashboard-client/orders/${order.id}`);
    const artwork = page.getByRole('region', { name: 'Your artwork' });
    const line = artwork.getByTestId('artwork-line');
    await expect(line).toContainText('2 × Fabric Banner for MLB 85 × 200 cm');
    await expect(line).toContainText('Awaiting file');
    await expect(line.getByRole('link', { name: /Template for MLB 85 × 200 cm/ })).toHaveAttribute(
      'href',
      '/api/print-templates/mlb-85x200.pdf',
    );

    // Every tus request the page sends, to see where each piece of the file starts.
    const sent: Request[] = [];
    page.on('request', (sending) => {
      if (sending.url().includes('/artwork/uploads')) sent.push(sending);
    });
    const offsetOf = (tus: Request) => Number(tus.headers()['upload-offset']);

    // A slow line, so the upload can be paused and cut half-way.
    const cdp = await customer.newCDPSession(page);
    await cdp.send('Network.enable');
    const throttle = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      });
    await throttle(SLOW_LINE);
    await line.locator('input[type=file]').setInputFiles(coarse);
    await expect(line.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect
      .poll(() => progressOf(page), { timeout: 30_000, intervals: [250] })
      .toBeGreaterThanOrEqual(15);
    await line.getByRole('button', { name: 'Pause' }).click();
    expect(await progressOf(page)).toBeLessThan(100);
    await expect(line).toContainText('Paused');
    await page.screenshot({
      path: test.info().outputPath('artwork-upload-paused.png'),
      fullPage: true,
    });

    // Resuming asks the server how much it has, and sends only the rest.
    const offset = page.waitForResponse((response) => response.request().method() === 'HEAD');
    await line.getByRole('button', { name: 'Resume' }).click();
    const head = await offset;
    const keptAtPause = Number(head.headers()['upload-offset']);
    expect(keptAtPause).toBeGreaterThan(0);
    await expect(line).toContainText('Uploading');

    // Half-way the connection drops: the customer is told it is trying again.
    await expect
      .poll(() => progressOf(page), { timeout: 30_000, intervals: [250] })
      .toBeGreaterThanOrEqual(40);
    const sentBeforeCut = sent.length;
    const cutPatch = sent.findLast((tus) => tus.method() === 'PATCH')!;
    const asked = page.waitForResponse(
      (response) => response.request().method() === 'HEAD' && response.ok(),
      { timeout: 20_000 },
    );
    await relay.cut();
    // The line comes back on its own time, whatever the test is doing meanwhile.
    const restored = new Promise<{ at: number; sentMeanwhile: Request[] }>((resolve) => {
      restoring = setTimeout(() => {
        const sentMeanwhile = sent.slice(sentBeforeCut);
        void relay.restore().then(() => resolve({ at: Date.now(), sentMeanwhile }));
      }, CUT_MS);
    });
    await expect(line).toContainText('Connection lost, retrying…');
    await expect(line.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('artwork-upload-cut.png'),
      fullPage: true,
    });

    // Back on line, tus-js-client asks the server where it stands by itself, soon, and goes on
    // from there: the server kept what arrived before the cut, even of the piece the cut broke.
    const back = await restored;
    const keptAtCut = Number((await asked).headers()['upload-offset']);
    expect(Date.now() - back.at).toBeLessThan(5000);
    // While the line was down it kept asking, and nothing got through.
    expect(back.sentMeanwhile.length).toBeGreaterThan(0);
    for (const tus of back.sentMeanwhile) {
      expect(tus.method()).toBe('HEAD');
      expect(tus.failure()).not.toBeNull();
    }
    expect(keptAtCut).toBeGreaterThan(offsetOf(cutPatch));
    await expect(line).toContainText('Uploading');
    await throttle(-1);

    // The report and the proof.
    await expect(line).toContainText('Needs attention', { timeout: 60_000 });
    await expect(line).toContainText('only 58 ppi');
    await expect(line.getByRole('img', { name: /Proof of banner-draft.pdf/ })).toBeVisible();
    // The rest of the file went in pieces from where the server stood, on the same upload: none
    // started again from zero.
    const afterCut = sent.slice(sentBeforeCut).filter((tus) => tus.method() !== 'HEAD');
    expect(new Set(afterCut.map((tus) => `${tus.method()} ${tus.url()}`))).toEqual(
      new Set([`PATCH ${cutPatch.url()}`]),
    );
    const offsets = afterCut.map(offsetOf);
    expect(offsets[0]).toBe(keptAtCut);
    expect(offsets).toEqual(offsets.toSorted((a, b) => a - b));
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('artwork-report.png'), fullPage: true });

    // Replaced by a print-ready file.
    await line.locator('input[type=file]').setInputFiles(ready);
    await expect(line).toContainText('Ready for review', { timeout: 60_000 });
    await expect(line).toContainText('banner-final.pdf');
    await expect(line.getByRole('img', { name: /Proof of banner-final.pdf/ })).toBeVisible();

    // Staff approve it in the prepress queue, and the order goes into production.
    const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const staff = await staffContext.newPage();
    await logInAsStaff(staff);
    await staff.goto('/admin/prepress');
    const item = staff.getByTestId('prepress-item').filter({ hasText: order.trackingNo });
    await expect(item).toContainText('banner-final.pdf');
    await expectAccessible(staff);
    await staff.screenshot({ path: test.info().outputPath('prepress.png'), fullPage: true });
    await item.getByRole('button', { name: 'Approve for print' }).click();
    await expect(item).toHaveCount(0);

    await staff.goto(`/admin/orders/${order.id}`);
    await expect(staff.getByRole('region', { name: 'Artwork' })).toContainText('Approved');
    await staff.getByRole('button', { name: 'Mark in production' }).click();
    await expect(staff.getByRole('button', { name: 'Mark in production' })).toHaveCount(0);
    await staffContext.close();

    await page.reload();
    await untilHydrated(page);
    await expect(line).toContainText('In production');
    await expect(line.getByRole('button', { name: 'Replace file' })).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath('artwork-in-production.png'),
      fullPage: true,
    });
  } finally {
    clearTimeout(restoring);
    await customer.close();
    await relay.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
