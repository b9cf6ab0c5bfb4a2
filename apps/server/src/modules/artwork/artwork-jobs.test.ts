import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  ARTWORK_REMINDER_DAYS,
  OrderArtworkResponseSchema,
  type AdminProduct,
  type OrderArtworkResponse,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { artworkFiles, orders } from '../../db/schema';
import { rawQuery } from '../../db/raw-query';
import { outboxDir } from '../../platform/mailer';
import { privateStorageDir } from '../../platform/storage';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { artworkUploads } from '../../test/artwork-uploads';
import { createCategory, createProduct } from '../../test/cart';
import { BILLING } from '../../test/checkout';
import { jobsIdle, until } from '../../test/jobs';
import { outboxMailsTo } from '../../test/mail';
import { placeOrderThrough } from '../../test/orders';
import { makePdf, SHARP_IMAGE_PX, TEST_FRAME } from './artwork.fixtures';

/**
 * Artwork's work after the answer — the reminder two days after payment, the deletion twelve
 * months after delivery — and the staff's upload on a customer's behalf. Delayed jobs are made
 * due by moving their start to now, as the clock would.
 */

const DAY = 24 * 3600;

let app: App;
let staff: SignedIn;
let ada: SignedIn;
let bob: SignedIn;
let banner: AdminProduct;
let goodPdf: Buffer;
let uploads: ReturnType<typeof artworkUploads>;

beforeAll(async () => {
  app = await buildTestApp();
  uploads = artworkUploads(await app.listen({ port: 0, host: '127.0.0.1' }));
  staff = await signInStaff(app);
  ada = await registerCustomer(app);
  bob = await registerCustomer(app);
  banner = await createProduct(app, staff, await createCategory(app, staff), {
    printSize: TEST_FRAME.slug,
    price: '149.00',
  });
  goodPdf = await makePdf({ imagePx: SHARP_IMAGE_PX });
}, 60_000);

afterAll(() => app?.close());

const placeOrder = () =>
  placeOrderThrough(app, { customer: ada, staff, productId: banner.id, shipped: false });

function get(url: string, account?: SignedIn) {
  return app.inject({ method: 'GET', url, headers: account ? bearer(account.token) : {} });
}

async function artwork(orderId: number, account: SignedIn = ada): Promise<OrderArtworkResponse> {
  const response = await get(`/api/orders/${orderId}/artwork`, account);
  expect(response.statusCode, response.body).toBe(200);
  return OrderArtworkResponseSchema.parse(response.json());
}

async function uploadChecked(account: SignedIn, orderId: number) {
  const lineId = (await artwork(orderId)).lines[0]!.line_id;
  const done = await uploads.upload(account, orderId, goodPdf, [lineId]);
  expect(done.statusCode, done.body).toBe(200);
  await until(async () => (await artwork(orderId)).lines[0]!.status !== 'checking', 60_000);
  return (await artwork(orderId)).lines[0]!;
}

/** The order's jobs of this kind, with how long after their creation each was due. */
async function jobsOf(name: string, orderId: number) {
  const { rows } = await rawQuery(app.db)(
    `select id, state, extract(epoch from start_after - created_on)::int as delay
       from pgboss.job where name = $1 and data->>'orderId' = $2`,
    [name, String(orderId)],
  );
  return rows as { id: string; state: string; delay: number }[];
}

/** The clock reaching the order's job of this kind: due now, then run. */
async function runNow(name: string, orderId: number) {
  await rawQuery(app.db)(
    `update pgboss.job set start_after = now() where name = $1 and data->>'orderId' = $2`,
    [name, String(orderId)],
  );
  await jobsIdle(app, 30_000);
}

/** Reminders about this order: they lead to its page, where the upload is. */
async function remindersFor(order: { id: number }) {
  const mails = await outboxMailsTo(outboxDir(app.config.dataDir), BILLING.email);
  return mails.filter(
    (mail) =>
      mail.text.includes('Your print file is still missing') &&
      mail.text.includes(`/dashboard-client/orders/${order.id}\n`),
  );
}

async function storedNames(orderId: number) {
  const rows = await app.db
    .select({ storageName: artworkFiles.storageName, proofName: artworkFiles.proofName })
    .from(artworkFiles)
    .where(eq(artworkFiles.orderId, orderId));
  return rows.flatMap((row) => [row.storageName, row.proofName]).filter((name) => name !== null);
}

async function move(orderId: number, step: string, payload: object = {}) {
  const moved = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/${step}`,
    headers: bearer(staff.token),
    payload,
  });
  expect(moved.statusCode, moved.body).toBe(200);
}

describe('the reminder two days after payment', () => {
  it('is sent once when a printed line still has no file, naming it', async () => {
    const order = await placeOrder();
    const [job] = await jobsOf('artwork-reminder-mail', order.id);
    expect(job!.delay).toBeGreaterThan(ARTWORK_REMINDER_DAYS * DAY - 60);
    expect(job!.delay).toBeLessThan(ARTWORK_REMINDER_DAYS * DAY + 60);
    await jobsIdle(app);
    expect(await remindersFor(order)).toHaveLength(0);

    await runNow('artwork-reminder-mail', order.id);
    const [reminder, ...more] = await remindersFor(order);
    expect(more).toHaveLength(0);
    expect(reminder!.text).toContain(`1 × ${banner.name}`);

    // Run again (a retry after a lost acknowledgement): still one e-mail.
    await rawQuery(app.db)(
      `update pgboss.job set state = 'created', start_after = now() where id = $1`,
      [job!.id],
    );
    await jobsIdle(app, 30_000);
    expect((await jobsOf('artwork-reminder-mail', order.id))[0]!.state).toBe('completed');
    expect(await remindersFor(order)).toHaveLength(1);
  });

  it('is not sent when every printed line has its file', async () => {
    const order = await placeOrder();
    await uploadChecked(ada, order.id);
    await runNow('artwork-reminder-mail', order.id);
    expect((await jobsOf('artwork-reminder-mail', order.id))[0]!.state).toBe('completed');
    expect(await remindersFor(order)).toHaveLength(0);
  });
});

describe('the deletion twelve months after delivery', () => {
  it('keeps the files until then (approved ones until the reorder keep period ends), then deletes them and keeps the history', async () => {
    const order = await placeOrder();
    const line = await uploadChecked(ada, order.id);
    expect(line.file!.report!.verdict).toBe('pass');
    await move(order.id, `artwork/files/${line.file!.id}/approve`);
    await move(order.id, 'production');
    await move(order.id, 'ship', { carrier: 'UPS', tracking_number: '1Z999AA10123456784' });
    expect(await jobsOf('artwork-purge', order.id)).toHaveLength(0);
    await move(order.id, 'deliver');

    const [purge] = await jobsOf('artwork-purge', order.id);
    // Twelve months: a year, give or take the length of the months.
    expect(purge!.delay).toBeGreaterThan(365 * DAY - 60);
    expect(purge!.delay).toBeLessThan(366 * DAY + 60);
    await jobsIdle(app);
    const names = await storedNames(order.id);
    expect(names).toHaveLength(2);
    const folder = privateStorageDir(app.config.dataDir);
    for (const name of names) await access(path.join(folder, name));
    expect((await get(line.file!.download_url!, ada)).statusCode).toBe(200);

    await runNow('artwork-purge', order.id);
    // The approved file waits for reorders: its deletion comes again when the keep period ends.
    expect((await jobsOf('artwork-purge', order.id)).map((job) => job.state).sort()).toEqual([
      'completed',
      'created',
    ]);
    expect(await storedNames(order.id)).toHaveLength(2);
    const shippedLongAgo = new Date();
    shippedLongAgo.setUTCMonth(shippedLongAgo.getUTCMonth() - 25);
    await app.db.update(orders).set({ shippedAt: shippedLongAgo }).where(eq(orders.id, order.id));
    await runNow('artwork-purge', order.id);
    const purges = await jobsOf('artwork-purge', order.id);
    expect(purges.map((job) => job.state)).toEqual(['completed', 'completed']);
    expect(await readdir(path.join(folder, 'artwork', String(order.id)))).toEqual([]);
    expect(await storedNames(order.id)).toEqual([]);
    const after = (await artwork(order.id)).lines[0]!;
    expect(after.file).toMatchObject({
      id: line.file!.id,
      status: 'approved',
      download_url: null,
      proof_url: null,
    });
    expect((await get(line.file!.download_url!, ada)).statusCode).toBe(404);
  });

  it('tells the customer how long files are kept', async () => {
    const order = await placeOrder();
    expect((await artwork(order.id)).retention_months).toBe(12);
  });
});

describe('an upload by staff on the customer’s behalf', () => {
  it('becomes the line’s file, marked as theirs, for the customer and staff only', async () => {
    const order = await placeOrder();
    const lineId = (await artwork(order.id)).lines[0]!.line_id;
    const done = await uploads.upload(staff, order.id, goodPdf, [lineId]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().file).toMatchObject({ by_staff: true, status: 'checking' });

    const line = (await artwork(order.id, ada)).lines[0]!;
    expect(line.file).toMatchObject({ by_staff: true, filename: 'banner front.pdf' });
    const download = await get(line.file!.download_url!, ada);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(goodPdf)).toBe(true);

    // The customer's rules still hold: nobody else sees it, and she may still replace it.
    expect((await get(line.file!.download_url!, bob)).statusCode).toBe(404);
    expect((await get(line.file!.download_url!)).statusCode).toBe(401);
    expect((await get(`/api/orders/${order.id}/artwork`, bob)).statusCode).toBe(404);
    expect((await uploads.createUpload(bob, order.id, 10, [lineId])).statusCode).toBe(404);
    await until(async () => (await artwork(order.id)).lines[0]!.status !== 'checking', 60_000);
    const replaced = await uploads.upload(ada, order.id, goodPdf, [lineId]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().file).toMatchObject({ by_staff: false });
  });

  it('is refused for an order that does not exist', async () => {
    expect((await uploads.createUpload(staff, 999_999, 10, [1])).statusCode).toBe(404);
  });
});
