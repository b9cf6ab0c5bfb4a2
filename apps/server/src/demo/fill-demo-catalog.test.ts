import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_WIDTHS,
  imageVariant,
  isOversized,
  PublicCategoriesResponseSchema,
  TradeShowRequestSchema,
} from '@backlit/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { categories, products, subCategories, tradeShows } from '../db/schema';
import { storageDir } from '../platform/storage';
import { seedDemoCatalog } from '../seed-demo-catalog';
import { buildTestApp } from '../test/app';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './catalog/demo-catalog';
import { demoShows } from './shows';

/** Small pictures: the pipeline is the real one, only the pixels are fewer. */
const FAST = { pictureSize: 160 };

/** Frame sizes the shop's pages advertise (SKU in cm), with their visible print size (mm). */
const MLB_SIZES: [string, number, number][] = [
  ['MLB-85X150', 850, 1500],
  ['MLB-85X200', 850, 2000],
  ['MLB-100X200', 1000, 2000],
  ['MLB-200X200', 2000, 2000],
  ['MLB-200X250', 2000, 2500],
  ['MLB-100X200-80BIPS', 1000, 2000],
];

describe('seedDemoCatalog', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('fills an empty catalogue once with products and their pictures; a second call adds nothing', async () => {
    app = await buildTestApp();
    expect(await seedDemoCatalog(app.db, app.images, { seedDemo: true }, FAST)).toBe('seeded');
    const rows = await app.db.select().from(products);
    expect(await seedDemoCatalog(app.db, app.images, { seedDemo: true }, FAST)).toBe('not-empty');
    expect(await app.db.select().from(categories)).toHaveLength(4);
    expect(await app.db.select().from(subCategories)).toHaveLength(11);
    expect(await app.db.select().from(products)).toHaveLength(rows.length);
    // The trade-show calendar comes with it, once, every show still to come and valid as staff
    // would enter it.
    const shows = await app.db.select().from(tradeShows);
    expect(shows).toHaveLength(5);
    const today = new Date().toISOString().slice(0, 10);
    for (const input of demoShows(today)) {
      expect(TradeShowRequestSchema.safeParse(input).success, input.name).toBe(true);
      expect((input.warehouse_to ?? input.move_in) > today).toBe(true);
    }
    expect(shows.every((show) => show.startsOn > today)).toBe(true);

    const response = await app.inject({ method: 'GET', url: '/api/getCategory' });
    const listed = PublicCategoriesResponseSchema.parse(response.json()).categories;
    expect(listed.map((entry) => entry.name)).toEqual([
      'Accessories',
      'Backlit Frames',
      'New Banners',
      'Spare Parts',
    ]);
    const frames = listed.find((entry) => entry.name === 'Backlit Frames');
    expect(frames).toMatchObject({
      path: 'BacklitFrames',
      subCategories: [
        { nameSubCategory: 'Counter Frames', path: 'CounterFrames' },
        { nameSubCategory: 'Wall Frames', path: 'WallFrames' },
        { nameSubCategory: 'Floor Standing Frames', path: 'FloorStandingFrames' },
      ],
    });
    // Every category and every sub-category has products.
    for (const category of listed) {
      expect(category.productCount, category.name).toBeGreaterThan(0);
      for (const sub of category.subCategories) {
        expect(sub.productCount, sub.nameSubCategory).toBeGreaterThan(0);
      }
    }
    for (const demo of DEMO_CATEGORIES) expect(demo.description).toMatch(/\.$/);

    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(rows).toHaveLength(DEMO_PRODUCTS.length);
    expect(new Set(rows.map((row) => row.sku.toLowerCase())).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);

    for (const [sku, width, height] of MLB_SIZES) {
      expect(
        rows.find((row) => row.sku === sku),
        sku,
      ).toMatchObject({
        printWidthMm: width,
        printHeightMm: height,
      });
    }
    // Every product ships with a weight and a package; frames outweigh spare parts, and only the
    // 3 m frame is too large for a parcel carrier.
    for (const row of rows) {
      expect(row.weightG, row.sku).toBeGreaterThan(0);
      expect(row.packageLengthMm, row.sku).toBeGreaterThan(0);
    }
    const parcel = (row: (typeof rows)[number]) => ({
      weightG: row.weightG,
      sizeMm: [row.packageLengthMm!, row.packageWidthMm!, row.packageHeightMm!] as const,
    });
    expect(rows.filter((row) => isOversized(parcel(row))).map((row) => row.sku)).toEqual([
      'MLB-300X250',
    ]);
    const weightOf = (sku: string) => rows.find((row) => row.sku === sku)!.weightG!;
    expect(weightOf('MLB-100X200')).toBeGreaterThan(10 * weightOf('SP-CRN-4'));

    // Sizes are written one way, as the print sizes are ('85 × 200 cm'), and the products keep
    // the addresses they had when their names said '85x200'; '85x200' still finds them.
    for (const row of rows) expect(`${row.name} ${row.description}`, row.sku).not.toMatch(/\dx\d/);
    const banner = rows.find((row) => row.sku === 'BAN-85X200');
    expect(banner).toMatchObject({
      name: 'Fabric Banner for MLB 85 × 200 cm',
      slug: 'fabric-banner-for-mlb-85x200',
    });
    for (const q of ['85x200', '85 x 200', '85×200']) {
      const found = await app.inject({
        method: 'GET',
        url: `/api/fetchProducts/all?q=${encodeURIComponent(q)}&per_page=48`,
      });
      expect(
        (
          found.json() as { product_data: { products: { slug: string }[] } }
        ).product_data.products.map((product) => product.slug),
        q,
      ).toContain('fabric-banner-for-mlb-85x200');
    }
    expect(rows.some((row) => row.sku.includes('-CB-'))).toBe(true);
    expect(rows.some((row) => row.sku.endsWith('-BAT'))).toBe(true);

    // Enough variety for the shop's sorts and badges.
    expect(rows.some((row) => row.stock === 0)).toBe(true);
    expect(new Set(rows.map((row) => row.unitsSold)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.createdAt.getTime())).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.description.split(/(?<=\.)\s/).length, row.sku).toBeGreaterThanOrEqual(2);
      expect(row.priceCents).toBeGreaterThan(0);
      if (row.compareAtPriceCents !== null) {
        expect(row.compareAtPriceCents).toBeGreaterThan(row.priceCents);
      }
    }
    expect(rows.filter((row) => row.compareAtPriceCents !== null).length).toBeGreaterThan(3);

    const storage = storageDir(app.config.dataDir);
    const stored = rows.flatMap((row) => [row.image!, ...row.additionalImages]);
    expect(rows.every((row) => row.image !== null)).toBe(true);
    expect(rows.filter((row) => row.additionalImages.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(new Set(stored).size).toBe(stored.length);
    // Three WebP widths and the original of each picture, and nothing else.
    const files = await readdir(path.join(storage, 'products'));
    expect(files).toHaveLength(stored.length * (IMAGE_WIDTHS.length + 1));
    for (const picture of stored) {
      for (const width of IMAGE_WIDTHS) {
        await access(path.join(storage, imageVariant(picture, width)));
      }
    }
  });

  it('does nothing when SEED_DEMO is off', async () => {
    app = await buildTestApp();
    expect(await seedDemoCatalog(app.db, app.images, { seedDemo: false })).toBe('disabled');
    expect(await app.db.select().from(categories)).toEqual([]);
    expect(await app.db.select().from(products)).toEqual([]);
  });
});
