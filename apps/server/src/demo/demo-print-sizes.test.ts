import { findFrameSize, fitsFrame, FRAME_SIZES, printTemplatePath } from '@backlit/domain';
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
let fits: Awaited<ReturnType<typeof allFits>>;

function allFits() {
  return app.db
    .select({
      name: products.name,
      fitRole: products.fitRole,
      frameFamily: products.frameFamily,
      printSize: products.printSize,
    })
    .from(products);
}

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
  fits = await allFits();
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

describe('the demo catalogue’s compatibility', () => {
  const named = (name: string) => fits.find((product) => product.name === name)!;
  const fitting = (frameName: string) =>
    fits.filter((product) => fitsFrame(named(frameName), product)).map((product) => product.name);

  it('gives every product a role and a family, every frame a print size', () => {
    expect(fits.every((product) => product.fitRole && product.frameFamily)).toBe(true);
    const frames = fits.filter((product) => product.fitRole === 'frame');
    expect(frames.length).toBeGreaterThan(10);
    expect(frames.every((frame) => frame.printSize)).toBe(true);
  });

  it('fits banners, parts and accessories to frames sensibly', () => {
    const floor = fitting('MLB 85 × 200 cm Backlit Frame');
    expect(floor).toContain('Fabric Banner for MLB 85 × 200 cm');
    expect(floor).toContain('Flat Feet for Floor Frames (pair)');
    expect(floor).not.toContain('Fabric Banner for MLB 100 × 200 cm');
    expect(floor).not.toContain('Counter Frame Carry Bag');
    const counter = fitting('MLB Counter 40 × 60 cm Backlit Frame');
    expect(counter).toContain('Fabric Banner for Counter 40 × 60 cm');
    expect(counter).toContain('Counter Frame Carry Bag');
    expect(fitting('MLB Wall 150 × 100 cm Backlit Frame')).toContain(
      'Replacement Banner MLB Wall 150 × 100 cm',
    );
  });
});
