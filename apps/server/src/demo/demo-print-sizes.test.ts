import { findFrameSize, FRAME_SIZES, printTemplatePath } from '@backlit/domain';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { products } from '../db/schema';
import { seedDemoCatalog } from '../seed-demo-catalog';
import { buildTestApp } from '../test/app';

/**
 * Every printed size the catalogue sells has its template on the print-instruction page: the
 * seeded demo's print areas against the frame sizes the templates are made from.
 */

let app: App;
let printed: { name: string; printSize: string | null; width: number; height: number }[];

beforeAll(async () => {
  app = await buildTestApp();
  expect(await seedDemoCatalog(app.db, app.images, { seedDemo: true }, { pictureSize: 64 })).toBe(
    'seeded',
  );
  const rows = await app.db
    .select({
      name: products.name,
      printSize: products.printSize,
      width: products.printWidthMm,
      height: products.printHeightMm,
    })
    .from(products)
    .where(isNotNull(products.printWidthMm));
  printed = rows.map((row) => ({ ...row, width: row.width!, height: row.height! }));
}, 120_000);

afterAll(() => app?.close());

describe('the catalogue and the print templates', () => {
  it('has printed products of every family: floor, counter and wall frames and their banners', () => {
    expect(printed.length).toBeGreaterThan(15);
    for (const family of ['Counter', 'Wall', 'Battery', 'BIPS']) {
      expect(printed.some((product) => product.name.includes(family))).toBe(true);
    }
  });

  it('prints every product at a frame size of its own print area', () => {
    for (const product of printed) {
      const size = findFrameSize(product.printSize ?? '');
      expect(size, product.name).toBeDefined();
      expect([size!.widthMm, size!.heightMm], product.name).toEqual([
        product.width,
        product.height,
      ]);
    }
  });

  it('serves the template of every print size sold, and lists it with the templates', async () => {
    const sold = new Set(printed.map((product) => product.printSize!));
    const listed = new Set(FRAME_SIZES.map((size) => size.slug));
    expect([...sold].filter((slug) => !listed.has(slug))).toEqual([]);
    for (const slug of sold) {
      const response = await app.inject({
        method: 'GET',
        url: printTemplatePath(findFrameSize(slug)!),
      });
      expect(response.statusCode, slug).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
