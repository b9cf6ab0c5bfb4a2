import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import path from 'node:path';
import { SaveProductResponseSchema } from '@backlit/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { bearer, signInStaff, type SignedIn } from './test/accounts';
import { buildTestApp } from './test/app';
import { createCategory } from './test/cart';
import { startS3Server } from './test/s3-server';
import { createTestDatabase } from './test/db';
import { S3Storage } from './platform/s3-storage';

/**
 * Uploads in an S3-compatible bucket (S3_BUCKET): two instances on one database and one bucket,
 * where a photo saved through one is served by the other, and nothing lands on either's disk.
 */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();

describe('uploads in an S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let one: App;
  let two: App;
  let staff: SignedIn;

  beforeAll(async () => {
    s3 = await startS3Server();
    const database = await createTestDatabase();
    one = await buildTestApp({ s3: s3.config }, database);
    two = await buildTestApp({ s3: s3.config }, { ...database, close: async () => {} });
    staff = await signInStaff(one);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await s3?.close();
  });

  /** A new product with this photo, saved through the first instance's product form. */
  async function saveProduct(photo: Buffer) {
    const category = await createCategory(one, staff);
    const form = new FormData();
    form.append('name', 'Bucket Frame');
    form.append('sku', `S3-${Date.now()}`);
    form.append('stock', '4');
    form.append('category_id', String(category));
    form.append('description', 'Aluminium snap frame with LED backlight.');
    form.append('originalPrice', '99.00');
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const body = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await one.inject({
      method: 'POST',
      url: '/api/store-product',
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type')!, ...bearer(staff.token) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return SaveProductResponseSchema.parse(response.json()).product;
  }

  it('serves a photo saved through one instance from the other, cached for good', async () => {
    const product = await saveProduct(await photo(900, 600));
    const served = await two.inject({ method: 'GET', url: `/storage/${product.image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    // A browser holding it already gets a 304 without the body.
    const again = await two.inject({
      method: 'GET',
      url: `/storage/${product.image}`,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // Nothing was written to either instance's own folder.
    for (const app of [one, two]) {
      const local = await readdir(path.join(app.config.dataDir, 'storage'), {
        recursive: true,
      }).catch(() => []);
      expect(local).toEqual([]);
    }
  });

  it('stores a stream larger than one part and streams it back', async () => {
    const storage = new S3Storage(s3.config);
    try {
      // 20 MB in 1 MB pieces: three parts of the multipart upload, never one buffer.
      const piece = (i: number) => Buffer.alloc(1024 ** 2, i);
      const pieces = function* () {
        for (let i = 0; i < 20; i++) yield piece(i);
      };
      const sent = createHash('sha256');
      for (const chunk of pieces()) sent.update(chunk);
      await storage.write('artwork/big.pdf', Readable.from(pieces()));

      const received = createHash('sha256');
      let length = 0;
      for await (const chunk of await storage.read('artwork/big.pdf')) {
        received.update(chunk as Buffer);
        length += (chunk as Buffer).length;
      }
      expect(length).toBe(20 * 1024 ** 2);
      expect(received.digest('hex')).toBe(sent.digest('hex'));
      await expect(storage.read('artwork/missing.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
      await storage.remove(['artwork/big.pdf']);
    } finally {
      storage.close();
    }
  });

  it('deletes the objects of a deleted product', async () => {
    const product = await saveProduct(await photo(400, 400));
    const url = `/storage/${product.image}`;
    expect((await one.inject({ method: 'GET', url })).statusCode).toBe(200);
    const deleted = await two.inject({
      method: 'DELETE',
      url: `/api/delete-product/${product.id}`,
      headers: bearer(staff.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await one.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 404 for names that are not ours', async () => {
    for (const url of [
      '/storage/products/missing-800.webp',
      '/storage/..%2f..%2fetc%2fpasswd',
      '/storage/products//x.webp',
      '/storage/%00',
    ]) {
      const answer = await one.inject({ method: 'GET', url });
      expect([400, 404, 422], url).toContain(answer.statusCode);
    }
  });
});

describe('uploads in an S3 bucket that cannot be reached', () => {
  let app: App;
  let staff: SignedIn;
  beforeAll(async () => {
    const s3 = await startS3Server();
    await s3.close();
    app = await buildTestApp({ s3: s3.config });
    staff = await signInStaff(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 with Retry-After for photos and product saves', async () => {
    const served = await app.inject({ method: 'GET', url: '/storage/products/a-800.webp' });
    expect(served.statusCode).toBe(503);
    expect(served.headers['retry-after']).toBe('5');

    const category = await createCategory(app, staff);
    const form = new FormData();
    form.append('name', 'Unreachable Frame');
    form.append('sku', `S3X-${Date.now()}`);
    form.append('stock', '1');
    form.append('category_id', String(category));
    form.append('description', 'Aluminium snap frame with LED backlight.');
    form.append('originalPrice', '9.00');
    form.append(
      'image',
      new Blob([new Uint8Array(await photo(300, 200))], { type: 'image/jpeg' }),
      'photo.jpg',
    );
    const body = new Request('http://localhost/', { method: 'POST', body: form });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/store-product',
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type')!, ...bearer(staff.token) },
    });
    expect(saved.statusCode, saved.body).toBe(503);
    expect(saved.json()).toMatchObject({ message: 'The shop is busy, try again in a moment.' });
  });
});
