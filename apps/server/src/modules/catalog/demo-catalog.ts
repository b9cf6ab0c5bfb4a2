import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import type { ProductImages } from '../media';
import { CatalogRepository } from './catalog.repository';
import { renderDemoPicture } from './demo-images';
import { DEMO_PRODUCTS } from './demo-products';

interface DemoCategory {
  name: string;
  description: string;
  subCategories: { name: string; description: string }[];
}

/** The demo shop's categories; its products are seeded with them by the product work. */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    name: 'Backlit Frames',
    description:
      'Portable LED light boxes that make a printed fabric graphic glow evenly, for shop counters, walls and trade-show floors.',
    subCategories: [
      {
        name: 'Counter Frames',
        description: 'Compact light boxes that stand on a counter or reception desk.',
      },
      {
        name: 'Wall Frames',
        description: 'Slim light boxes that hang flat against a wall like a picture.',
      },
      {
        name: 'Floor Standing Frames',
        description: 'Tall free-standing light boxes on feet for exhibitions and shop floors.',
      },
    ],
  },
  {
    name: 'New Banners',
    description:
      'Printed tension-fabric graphics with a silicone edge that push into the frame profile in minutes.',
    subCategories: [
      {
        name: 'Frame Banners',
        description: 'A new graphic printed to the size of one of our frames.',
      },
      {
        name: 'Replacement Banners',
        description: 'A fresh print of a worn or outdated graphic for a frame you already own.',
      },
    ],
  },
  {
    name: 'Accessories',
    description:
      'Extras that make a backlit display brighter, easier to carry and quicker to set up.',
    subCategories: [
      {
        name: 'LED Upgrades',
        description: 'Brighter or more even LED modules for existing frames.',
      },
      {
        name: 'Carry Cases',
        description: 'Padded bags and hard cases that protect frames on the way to an event.',
      },
      {
        name: 'Lighting',
        description: 'Spotlights and light bars for displays that are not backlit.',
      },
    ],
  },
  {
    name: 'Spare Parts',
    description:
      'Genuine replacement parts that keep an existing frame standing and lit for years.',
    subCategories: [
      {
        name: 'Profiles & Corners',
        description: 'Aluminium profile lengths and corner connectors for repairing frames.',
      },
      {
        name: 'Feet & Stands',
        description: 'Feet, stabilisers and stand poles for floor-standing frames.',
      },
      {
        name: 'Power Supplies',
        description: 'Mains adapters and cables matched to our LED frames.',
      },
    ],
  },
];

export type SeedDemoCatalogResult = 'disabled' | 'not-empty' | 'seeded';

export interface SeedDemoCatalogOptions {
  /** Width of the generated pictures in pixels (smaller in tests, to keep them fast). */
  pictureSize?: number;
}

/** Pictures rendered and stored at once: enough to keep two cores busy, not more. */
const PICTURE_CONCURRENCY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty catalogue with the demo categories and products when SEED_DEMO is on, the
 * products with pictures drawn by the shop and stored through the image pipeline. Safe to call at
 * every start: a catalogue that already has a category is left alone.
 */
export async function seedDemoCatalog(
  db: Database,
  images: ProductImages,
  config: { seedDemo: boolean },
  options: SeedDemoCatalogOptions = {},
): Promise<SeedDemoCatalogResult> {
  if (!config.seedDemo) return 'disabled';
  const catalog = new CatalogRepository(db);
  if ((await catalog.countCategories()) > 0) return 'not-empty';

  // Rendering takes seconds: done before the transaction, so no lock is held meanwhile.
  const pictures = await storePictures(images, options.pictureSize);
  try {
    const result = await db.transaction(async (tx) => {
      const repository = new CatalogRepository(tx);
      // Checked again: another instance may have seeded while the pictures were drawn.
      if ((await repository.countCategories()) > 0) return 'not-empty' as const;
      const subCategoryIds = new Map<string, number>();
      const categoryIds = new Map<string, number>();
      for (const demo of DEMO_CATEGORIES) {
        const category = await repository.insertCategory({
          name: demo.name,
          description: demo.description,
        });
        categoryIds.set(demo.name, category.id);
        for (const [position, sub] of demo.subCategories.entries()) {
          await repository.insertSubCategory(
            { categoryId: category.id, ...sub, position },
            position,
          );
        }
        for (const sub of await repository.subCategoriesOf(category.id)) {
          subCategoryIds.set(`${demo.name}/${sub.name}`, sub.id);
        }
      }
      await tx.insert(products).values(demoProductRows(categoryIds, subCategoryIds, pictures));
      return 'seeded' as const;
    });
    if (result === 'not-empty') await images.remove(pictures.flat());
    return result;
  } catch (error) {
    await images.remove(pictures.flat());
    throw error;
  }
}

/** Each demo product's stored picture paths, main picture first. */
async function storePictures(images: ProductImages, size?: number): Promise<string[][]> {
  const jobs = DEMO_PRODUCTS.flatMap((product, index) =>
    product.pictures.map((picture, position) => ({ index, position, picture })),
  );
  const stored: string[][] = DEMO_PRODUCTS.map(() => []);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      stored[job.index]![job.position] = await images.store(
        await renderDemoPicture(job.picture, size),
      );
    }
  };
  const workers = Array.from({ length: PICTURE_CONCURRENCY }, worker);
  const settled = await Promise.allSettled(workers);
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await images.remove(stored.flat().filter(Boolean));
    throw failure.reason;
  }
  return stored;
}

/** The rows of the demo products, with their category ids and stored pictures. */
function demoProductRows(
  categoryIds: Map<string, number>,
  subCategoryIds: Map<string, number>,
  pictures: string[][],
): (typeof products.$inferInsert)[] {
  const now = Date.now();
  return DEMO_PRODUCTS.map((product, index) => {
    const [image, ...additionalImages] = pictures[index]!;
    // Hours apart as well as days, so no two products share a creation time.
    const createdAt = new Date(now - product.daysAgo * DAY_MS - index * 3_600_000);
    return {
      name: product.name,
      slug: slugOf(product.name),
      sku: product.sku,
      stock: product.stock,
      categoryId: required(categoryIds.get(product.category), product.category),
      subCategoryId: required(
        subCategoryIds.get(`${product.category}/${product.subCategory}`),
        product.subCategory,
      ),
      description: product.description,
      compareAtPriceCents: product.compareAtCents ?? null,
      priceCents: product.priceCents,
      image: image ?? null,
      additionalImages,
      printWidthMm: product.printMm?.[0] ?? null,
      printHeightMm: product.printMm?.[1] ?? null,
      unitsSold: product.unitsSold,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** 'MLB 100x200 80 BIPS Backlit Frame' → 'mlb-100x200-80-bips-backlit-frame'. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`Demo catalogue: unknown category ${name}`);
  return value;
}
