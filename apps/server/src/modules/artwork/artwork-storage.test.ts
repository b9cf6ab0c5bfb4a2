import { readdir } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { OrderArtworkResponseSchema, type OrderArtworkResponse } from '@backlit/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { artworkFiles } from '../../db/schema';
import { S3Storage } from '../../platform/s3-storage';
import { privateStorageDir } from '../../platform/storage';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { artworkUploads } from '../../test/artwork-uploads';
import { createCategory, createProduct } from '../../test/cart';
import { createTestDatabase } from '../../test/db';
import { until } from '../../test/jobs';
import { placeOrderThrough } from '../../test/orders';
import { startS3Server } from '../../test/s3-server';
import { makePdf, SHARP_IMAGE_PX, TEST_FRAME } from './artwork.fixtures';

/**
 * Where print files and proofs are kept: through the shop's file storage, in DATA_DIR/private by
 * default and under the bucket's `private/` names when S3_BUCKET is set, so that behind a load
 * balancer any instance serves and checks a file another received. Never under /storage.
 */

/** The print file sent to both kinds of storage, made once: a photo at print resolution. */
let pdf: Buffer;

beforeAll(async () => {
  pdf = await makePdf({ imagePx: SHARP_IMAGE_PX });
});

/** A customer's order of a printed banner, uploaded to through `uploader` and checked. */
async function orderWithCheckedFile(uploader: App, reader: App) {
  const uploads = artworkUploads(await uploader.listen({ port: 0, host: '127.0.0.1' }));
  const staff = await signInStaff(uploader);
  const ada = await registerCustomer(uploader);
  const banner = await createProduct(uploader, staff, await createCategory(uploader, staff), {
    printSize: TEST_FRAME.slug,
    price: '149.00',
  });
  const order = await placeOrderThrough(uploader, {
    customer: ada,
    staff,
    productId: banner.id,
    shipped: false,
  });
  const artwork = async (): Promise<OrderArtworkResponse> => {
    const response = await reader.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/artwork`,
      headers: bearer(ada.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return OrderArtworkResponseSchema.parse(response.json());
  };
  const done = await uploads.upload(ada, order.id, pdf, [(await artwork()).lines[0]!.line_id]);
  expect(done.statusCode, done.body).toBe(200);
  await until(async () => (await artwork()).lines[0]!.status !== 'checking', 60_000);
  const file = (await artwork()).lines[0]!.file!;
  const [stored] = await uploader.db
    .select({
      storageName: artworkFiles.storageName,
      proofName: artworkFiles.proofName,
      previewName: artworkFiles.previewName,
    })
    .from(artworkFiles)
    .where(eq(artworkFiles.id, file.id));
  return {
    ada,
    order,
    pdf,
    file,
    names: [stored!.storageName!, stored!.proofName!, stored!.previewName!],
  };
}

const get = (app: App, url: string, account?: SignedIn) =>
  app.inject({ method: 'GET', url, headers: account ? bearer(account.token) : {} });

/** Whatever `/storage` answers for these names, it is not the file. */
async function expectNotPublic(app: App, names: string[]) {
  for (const name of names) {
    for (const url of [
      `/storage/${name}`,
      `/storage/private/${name}`,
      `/storage/..%2fprivate%2f${name.replaceAll('/', '%2f')}`,
    ]) {
      const response = await get(app, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('%PDF');
    }
  }
}

describe('print files on disk (no bucket)', () => {
  let app: App;
  let kept: Awaited<ReturnType<typeof orderWithCheckedFile>>;

  beforeAll(async () => {
    app = await buildTestApp();
    kept = await orderWithCheckedFile(app, app);
  }, 90_000);
  afterAll(() => app?.close());

  it('keeps the file, its proof and its preview in DATA_DIR/private, read back whole', async () => {
    const { ada, order, pdf, file, names } = kept;
    expect(file.report!.verdict).toBe('pass');
    const folder = `${privateStorageDir(app.config.dataDir)}/artwork/${order.id}`;
    expect((await readdir(folder)).sort()).toEqual(
      names.map((name) => name.split('/').pop()).sort(),
    );
    const download = await get(app, file.download_url!, ada);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('never serves them under /storage', () => expectNotPublic(app, kept.names));
});

describe('print files in the S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let one: App;
  let two: App;
  let kept: Awaited<ReturnType<typeof orderWithCheckedFile>>;

  beforeAll(async () => {
    s3 = await startS3Server();
    const database = await createTestDatabase();
    one = await buildTestApp({ s3: s3.config }, database);
    two = await buildTestApp({ s3: s3.config }, { ...database, close: async () => {} });
    kept = await orderWithCheckedFile(one, two);
  }, 90_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await s3?.close();
  });

  it('checks and serves from another instance a file one instance received', async () => {
    const { ada, pdf, file } = kept;
    expect(file.report!.verdict).toBe('pass');
    const download = await get(two, file.download_url!, ada);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const proof = await get(two, file.proof_url!, ada);
    expect(proof.statusCode).toBe(200);
    expect((await sharp(proof.rawPayload).metadata()).height).toBe(1600);
  });

  it('keeps them under private/ in the bucket and nothing on either instance’s disk', async () => {
    const bucket = new S3Storage(s3.config);
    try {
      for (const name of kept.names) {
        expect(name).toMatch(/^artwork\//);
        const stored = await text(await bucket.read(`private/${name}`));
        expect(stored.length).toBeGreaterThan(0);
      }
    } finally {
      bucket.close();
    }
    for (const app of [one, two]) {
      expect(await readdir(privateStorageDir(app.config.dataDir)).catch(() => [])).toEqual([]);
    }
  });

  it('never serves them under /storage', async () => {
    await expectNotPublic(two, kept.names);
  });
});
