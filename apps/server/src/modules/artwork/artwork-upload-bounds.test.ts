import { access, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ARTWORK_OPEN_UPLOADS_PER_CUSTOMER,
  ARTWORK_OPEN_UPLOADS_PER_LINE,
  ARTWORK_UPLOAD_EXPIRY_HOURS,
  OrderArtworkResponseSchema,
  type AdminProduct,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { rawQuery } from '../../db/raw-query';
import { artworkFiles } from '../../db/schema';
import { S3Storage } from '../../platform/s3-storage';
import { privateStorageDir } from '../../platform/storage';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { artworkUploads } from '../../test/artwork-uploads';
import { add, createCategory, createProduct } from '../../test/cart';
import { jobsIdle } from '../../test/jobs';
import { placeOrderThrough } from '../../test/orders';
import { startS3Server } from '../../test/s3-server';
import { uploadsInProgressDir } from './artwork-uploads';
import { makePdf, makeTiff, TEST_FRAME } from './artwork.fixtures';

/**
 * What keeps unfinished uploads from filling the disk (limits per line and per customer, expiry
 * by a queued job), what keeps a cancelled or refunded order from taking a file, and the names
 * the shop gives the files it hands out. Delayed jobs are made due by moving their start to now,
 * as the clock would.
 */

const HOUR = 3600;
const GB = 1024 ** 3;

interface Shop {
  app: App;
  uploads: ReturnType<typeof artworkUploads>;
  staff: SignedIn;
  banners: AdminProduct[];
}

async function openShop(app: App): Promise<Shop> {
  const uploads = artworkUploads(await app.listen({ port: 0, host: '127.0.0.1' }));
  const staff = await signInStaff(app);
  const category = await createCategory(app, staff);
  const banners: AdminProduct[] = [];
  for (let index = 0; index < 7; index += 1) {
    banners.push(
      await createProduct(app, staff, category, { printSize: TEST_FRAME.slug, price: '149.00' }),
    );
  }
  return { app, uploads, staff, banners };
}

/** A paid order of `lines` printed lines (one banner each), answered with their line ids. */
async function orderOf(shop: Shop, customer: SignedIn, lines = 1) {
  for (const banner of shop.banners.slice(1, lines)) await add(shop.app, customer, banner.id, 1);
  const order = await placeOrderThrough(shop.app, {
    customer,
    staff: shop.staff,
    productId: shop.banners[0]!.id,
    shipped: false,
  });
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/orders/${order.id}/artwork`,
    headers: bearer(customer.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const artwork = OrderArtworkResponseSchema.parse(response.json());
  expect(artwork.lines).toHaveLength(lines);
  return { ...order, lineIds: artwork.lines.map((line) => line.line_id) };
}

async function fileOfLine(shop: Shop, customer: SignedIn, orderId: number, lineId: number) {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/artwork`,
    headers: bearer(customer.token),
  });
  return OrderArtworkResponseSchema.parse(response.json()).lines.find(
    (line) => line.line_id === lineId,
  )!.file;
}

/** The upload's expiry job: how long after its creation it is due, and its state. */
async function expiryJob(app: App, uploadId: string) {
  const { rows } = await rawQuery(app.db)(
    `select state, extract(epoch from start_after - created_on)::int as delay
       from pgboss.job where name = 'artwork-upload-expiry' and data->>'uploadId' = $1`,
    [uploadId],
  );
  return rows as { state: string; delay: number }[];
}

/** The clock reaching the upload's expiry: its job due now, then run. */
async function expireNow(app: App, uploadId: string) {
  await rawQuery(app.db)(
    `update pgboss.job set start_after = now()
      where name = 'artwork-upload-expiry' and data->>'uploadId' = $1`,
    [uploadId],
  );
  await jobsIdle(app, 30_000);
}

async function purgeJobs(app: App, orderId: number) {
  const { rows } = await rawQuery(app.db)(
    `select extract(epoch from start_after - created_on)::int as delay
       from pgboss.job where name = 'artwork-purge' and data->>'orderId' = $1`,
    [String(orderId)],
  );
  return rows as { delay: number }[];
}

const uploadIdOf = (location: string) => location.split('/').pop()!;

/** What tus keeps of an upload under way on this instance: the bytes and their description. */
function inProgress(app: App, uploadId: string) {
  const file = path.join(uploadsInProgressDir(app.config.dataDir), uploadId);
  return [file, `${file}.json`];
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** An upload started and sent half of `bytes`; answers its address. */
async function halfSent(shop: Shop, customer: SignedIn, orderId: number, lineId: number) {
  const pdf = await makePdf();
  const created = await shop.uploads.createUpload(customer, orderId, pdf.length, [lineId]);
  expect(created.statusCode, created.body).toBe(201);
  const location = created.headers.location as string;
  const half = Math.floor(pdf.length / 2);
  const sent = await shop.uploads.patch(customer, location, 0, pdf.subarray(0, half));
  expect(sent.statusCode, sent.body).toBe(204);
  return { location, id: uploadIdOf(location), pdf, half };
}

// Each test places orders and sends files: slow on a busy machine.
describe('on disk', { timeout: 60_000 }, () => {
  let shop: Shop;
  let ada: SignedIn;

  beforeAll(async () => {
    shop = await openShop(await buildTestApp());
    ada = await registerCustomer(shop.app);
  }, 90_000);
  afterAll(() => shop?.app.close());

  describe('open uploads are bounded', () => {
    it(`allows ${ARTWORK_OPEN_UPLOADS_PER_LINE} unfinished uploads per line, then says how to free one`, async () => {
      const order = await orderOf(shop, ada, 2);
      const [first, second] = order.lineIds as [number, number];
      const locations: string[] = [];
      for (let index = 0; index < ARTWORK_OPEN_UPLOADS_PER_LINE; index += 1) {
        const created = await shop.uploads.createUpload(ada, order.id, 1000, [first]);
        expect(created.statusCode, created.body).toBe(201);
        locations.push(created.headers.location as string);
      }
      for (const lines of [[first], [second, first]]) {
        const refused = await shop.uploads.createUpload(ada, order.id, 1000, lines);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toMatch(
          new RegExp(
            `${ARTWORK_OPEN_UPLOADS_PER_LINE} unfinished uploads already.*Finish or cancel one of them, or wait: an unfinished upload is deleted ${ARTWORK_UPLOAD_EXPIRY_HOURS} hours after it started`,
          ),
        );
      }
      // Another line of the order is not held up.
      expect((await shop.uploads.createUpload(ada, order.id, 1000, [second])).statusCode).toBe(201);
      // Dropping one frees its place.
      const dropped = await shop.uploads.tus('DELETE', locations[0]!, bearer(ada.token));
      expect(dropped.statusCode).toBe(204);
      expect((await shop.uploads.createUpload(ada, order.id, 1000, [first])).statusCode).toBe(201);
    });

    it(`allows ${ARTWORK_OPEN_UPLOADS_PER_CUSTOMER} unfinished uploads per customer, over all their orders`, async () => {
      const bob = await registerCustomer(shop.app);
      const orders = [await orderOf(shop, bob, 1), await orderOf(shop, bob, 7)];
      const slots = orders.flatMap((order) =>
        order.lineIds.flatMap((lineId) =>
          Array.from({ length: ARTWORK_OPEN_UPLOADS_PER_LINE }, () => ({ order, lineId })),
        ),
      );
      for (const { order, lineId } of slots.slice(0, ARTWORK_OPEN_UPLOADS_PER_CUSTOMER)) {
        const created = await shop.uploads.createUpload(bob, order.id, 1000, [lineId]);
        expect(created.statusCode, created.body).toBe(201);
      }
      const next = slots[ARTWORK_OPEN_UPLOADS_PER_CUSTOMER]!;
      const refused = await shop.uploads.createUpload(bob, next.order.id, 1000, [next.lineId]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain(
        `You have ${ARTWORK_OPEN_UPLOADS_PER_CUSTOMER} unfinished uploads already`,
      );
      // The line itself had room: staff uploading on the customer's behalf still may.
      const byStaff = await shop.uploads.createUpload(shop.staff, next.order.id, 1000, [
        next.lineId,
      ]);
      expect(byStaff.statusCode, byStaff.body).toBe(201);
    });

    it('allows 8 GB of unfinished uploads per customer, counted by the sizes they announce', async () => {
      const carol = await registerCustomer(shop.app);
      const order = await orderOf(shop, carol, 3);
      const largest = shop.app.config.artwork.maxBytes;
      expect(largest).toBe(2 * GB);
      const [a, b, c] = order.lineIds as [number, number, number];
      for (const line of [a, a, b, b]) {
        const created = await shop.uploads.createUpload(carol, order.id, largest, [line]);
        expect(created.statusCode, created.body).toBe(201);
      }
      const refused = await shop.uploads.createUpload(carol, order.id, 1, [c]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain('would come to more than 8 GB');
    });
  });

  describe('an unfinished upload expires', () => {
    it(`${ARTWORK_UPLOAD_EXPIRY_HOURS} hours after it started: its bytes and record are deleted by a queued job`, async () => {
      const order = await orderOf(shop, ada);
      const { location, id, pdf, half } = await halfSent(shop, ada, order.id, order.lineIds[0]!);
      // What a finish that stopped before recording the file would have left in storage.
      const leftover = path.join(
        privateStorageDir(shop.app.config.dataDir),
        `artwork/${order.id}/${id}.pdf`,
      );
      await mkdir(path.dirname(leftover), { recursive: true });
      await writeFile(leftover, pdf);
      for (const file of inProgress(shop.app, id)) expect(await exists(file)).toBe(true);

      const [job] = await expiryJob(shop.app, id);
      expect(job!.delay).toBeGreaterThan(ARTWORK_UPLOAD_EXPIRY_HOURS * HOUR - 60);
      expect(job!.delay).toBeLessThan(ARTWORK_UPLOAD_EXPIRY_HOURS * HOUR + 60);
      await jobsIdle(shop.app);
      expect((await shop.uploads.tus('HEAD', location, bearer(ada.token))).statusCode).toBe(200);

      await expireNow(shop.app, id);
      expect((await expiryJob(shop.app, id))[0]!.state).toBe('completed');
      for (const file of [...inProgress(shop.app, id), leftover]) {
        expect(await exists(file), file).toBe(false);
      }
      expect((await shop.uploads.tus('HEAD', location, bearer(ada.token))).statusCode).toBe(404);
      const rest = await shop.uploads.patch(ada, location, half, pdf.subarray(half));
      expect(rest.statusCode).toBe(404);
      expect(await fileOfLine(shop, ada, order.id, order.lineIds[0]!)).toBeNull();
    });

    it('leaves a finished upload’s file alone', async () => {
      const order = await orderOf(shop, ada);
      const { location, id, pdf, half } = await halfSent(shop, ada, order.id, order.lineIds[0]!);
      const rest = await shop.uploads.patch(ada, location, half, pdf.subarray(half));
      expect(rest.statusCode, rest.body).toBe(200);
      await expireNow(shop.app, id);
      const file = await fileOfLine(shop, ada, order.id, order.lineIds[0]!);
      const download = await shop.app.inject({
        method: 'GET',
        url: file!.download_url!,
        headers: bearer(ada.token),
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
    });
  });

  describe('a cancelled or refunded order', () => {
    it('refuses the last bytes of an upload started before staff cancelled it, keeping nothing', async () => {
      const order = await orderOf(shop, ada);
      const { location, id, pdf, half } = await halfSent(shop, ada, order.id, order.lineIds[0]!);
      const cancelled = await shop.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/cancel`,
        headers: bearer(shop.staff.token),
        payload: {},
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      const rest = await shop.uploads.patch(ada, location, half, pdf.subarray(half));
      expect(rest.statusCode).toBe(409);
      expect(rest.json().message).toContain('cancelled');
      expect(await fileOfLine(shop, ada, order.id, order.lineIds[0]!)).toBeNull();
      for (const file of inProgress(shop.app, id)) expect(await exists(file), file).toBe(false);
      const stored = path.join(privateStorageDir(shop.app.config.dataDir), `artwork/${order.id}`);
      expect(await readdir(stored).catch(() => [])).toEqual([]);
    });

    it('has its files deleted on the schedule of a delivered one', async () => {
      for (const step of ['cancel', 'refund']) {
        const order = await orderOf(shop, ada);
        const sent = await shop.uploads.upload(ada, order.id, await makePdf(), order.lineIds);
        expect(sent.statusCode, sent.body).toBe(200);
        expect(await purgeJobs(shop.app, order.id)).toEqual([]);
        const moved = await shop.app.inject({
          method: 'POST',
          url: `/api/orders/${order.id}/${step}`,
          headers: bearer(shop.staff.token),
          payload: {},
        });
        expect(moved.statusCode, moved.body).toBe(200);
        const [purge, ...more] = await purgeJobs(shop.app, order.id);
        expect(more).toEqual([]);
        expect(purge!.delay, step).toBeGreaterThan(365 * 24 * HOUR - 60);
        expect(purge!.delay, step).toBeLessThan(366 * 24 * HOUR + 60);
      }
    });
  });

  describe('the names the shop gives files', () => {
    const download = (url: string, account: SignedIn) =>
      shop.app.inject({ method: 'GET', url, headers: bearer(account.token) });

    it('downloads a PDF sent as proof.html as <order>-line-<n>.pdf, to the customer and staff', async () => {
      const order = await orderOf(shop, ada, 3);
      const lineId = order.lineIds[1]!;
      // Both a page and a PDF: a PDF may carry up to a kilobyte before its header.
      const polyglot = Buffer.concat([
        Buffer.from('<html><body><script>alert(document.domain)</script></body></html>\n'),
        await makePdf(),
      ]);
      const created = await shop.uploads.createUpload(
        ada,
        order.id,
        polyglot.length,
        [lineId],
        'proof.html',
      );
      expect(created.statusCode, created.body).toBe(201);
      const sent = await shop.uploads.patch(ada, created.headers.location as string, 0, polyglot);
      expect(sent.statusCode, sent.body).toBe(200);

      const file = (await fileOfLine(shop, ada, order.id, lineId))!;
      expect(file).toMatchObject({ format: 'pdf', filename: 'proof.html' });
      const name = `${order.tracking_no}-line-2.pdf`;
      for (const account of [ada, shop.staff]) {
        const answer = await download(file.download_url!, account);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-disposition']).toBe(
          `attachment; filename="${name}"; filename*=UTF-8''${name}`,
        );
        expect(answer.headers['content-type']).toBe('application/pdf');
      }
      const [row] = await shop.app.db
        .select({ storageName: artworkFiles.storageName })
        .from(artworkFiles)
        .where(eq(artworkFiles.id, file.id));
      expect(row!.storageName).toMatch(new RegExp(`^artwork/${order.id}/[0-9a-f-]{36}\\.pdf$`));
    });

    it('names a TIFF for several lines .tif, after all of them', async () => {
      const order = await orderOf(shop, ada, 3);
      const tiff = await makeTiff({ widthPx: 40, heightPx: 90, ppi: 10, compression: 'lzw' });
      const created = await shop.uploads.createUpload(
        ada,
        order.id,
        tiff.length,
        order.lineIds.slice(1),
        'art.svg',
      );
      const sent = await shop.uploads.patch(ada, created.headers.location as string, 0, tiff);
      expect(sent.statusCode, sent.body).toBe(200);
      const file = (await fileOfLine(shop, ada, order.id, order.lineIds[1]!))!;
      expect(file.filename).toBe('art.svg');
      const answer = await download(file.download_url!, shop.staff);
      expect(answer.headers['content-disposition']).toContain(
        `filename="${order.tracking_no}-lines-2-3.tif"`,
      );
    });
  });
});

describe('with the S3 bucket', { timeout: 60_000 }, () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let shop: Shop;
  let bucket: S3Storage;

  beforeAll(async () => {
    s3 = await startS3Server();
    shop = await openShop(await buildTestApp({ s3: s3.config }));
    bucket = new S3Storage(s3.config);
  }, 90_000);
  afterAll(async () => {
    bucket?.close();
    await shop?.app.close();
    await s3?.close();
  });

  it('an expired upload’s bytes are gone from the instance’s disk and from the bucket', async () => {
    const ada = await registerCustomer(shop.app);
    const order = await orderOf(shop, ada);
    const { location, id, pdf } = await halfSent(shop, ada, order.id, order.lineIds[0]!);
    // What a finish that stopped before recording the file would have left in the bucket.
    const leftover = `private/artwork/${order.id}/${id}.pdf`;
    await bucket.put(leftover, pdf);
    await bucket.read(leftover);
    for (const file of inProgress(shop.app, id)) expect(await exists(file)).toBe(true);

    await expireNow(shop.app, id);
    expect((await expiryJob(shop.app, id))[0]!.state).toBe('completed');
    await expect(bucket.read(leftover)).rejects.toMatchObject({ code: 'ENOENT' });
    for (const file of inProgress(shop.app, id)) expect(await exists(file), file).toBe(false);
    expect((await shop.uploads.tus('HEAD', location, bearer(ada.token))).statusCode).toBe(404);
  });

  it('a refused finish leaves nothing in the bucket', async () => {
    const ada = await registerCustomer(shop.app);
    const order = await orderOf(shop, ada);
    const staff = shop.staff;
    const { location, id, pdf, half } = await halfSent(shop, ada, order.id, order.lineIds[0]!);
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: bearer(staff.token),
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await shop.uploads.patch(ada, location, half, pdf.subarray(half))).statusCode).toBe(
      409,
    );
    await expect(bucket.read(`private/artwork/${order.id}/${id}.pdf`)).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});
