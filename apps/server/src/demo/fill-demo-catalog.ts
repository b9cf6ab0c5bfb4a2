import { FRAME_SIZES, type FitRole, type FrameFamily } from '@backlit/domain';
import type { Database } from '../db/client';
import {
  catalogIsEmpty,
  seedCatalog,
  type SeedCategory,
  type SeedProduct,
} from '../modules/catalog';
import type { ProductImages } from '../modules/media';
import { seedShows } from '../modules/shows';
import { demoShows } from './shows';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './catalog/demo-catalog';
import type { DemoProduct } from './catalog/demo-product';
import { renderDemoPicture } from './pictures/demo-picture';

export interface DemoCatalogOptions {
  /** Width of the generated pictures in pixels (smaller in tests, to keep them fast). */
  pictureSize?: number;
}

/** Pictures rendered and stored at once: enough to keep two cores busy, not more. */
const PICTURE_CONCURRENCY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The frame size a demo product is printed at: among the sizes of its print area, the one whose
 * variant its name says ("Counter Battery" before "Counter" or "Battery"), else the plain frame.
 */
function demoFrameSize(product: DemoProduct): string | null {
  if (!product.printMm) return null;
  const [widthMm, heightMm] = product.printMm;
  const words = (text: string) => ` ${text.toLowerCase().replace(/-/g, ' ')} `;
  const name = words(product.name);
  const sizes = FRAME_SIZES.filter(
    (size) => size.widthMm === widthMm && size.heightMm === heightMm,
  );
  const named = sizes
    .filter((size) => size.variant !== 'standard' && name.includes(words(size.variant)))
    .sort((a, b) => b.variant.length - a.variant.length);
  return (named[0] ?? sizes.find((size) => size.variant === 'standard'))?.slug ?? null;
}

/**
 * What a demo product fits, for the account's "my frames": its role from the category it is in,
 * its family from its name (counter and wall frames say so; the rest are floor-standing).
 */
function demoFit(
  product: DemoProduct,
  categoryName: string,
): { fitRole: FitRole; frameFamily: FrameFamily } {
  const name = product.name.toLowerCase();
  const frameFamily: FrameFamily = name.includes('counter')
    ? 'counter'
    : name.includes('wall')
      ? 'wall'
      : 'floor';
  const fitRole: FitRole =
    categoryName === 'Backlit Frames'
      ? 'frame'
      : categoryName === 'New Banners'
        ? 'banner'
        : categoryName === 'Spare Parts'
          ? 'spare_part'
          : 'accessory';
  return { fitRole, frameFamily };
}

/**
 * Fills an empty catalogue with the demo categories and products, the products with pictures
 * drawn by the shop and stored through the image pipeline. A catalogue that already has a
 * category is left alone.
 */
export async function fillDemoCatalog(
  db: Database,
  images: ProductImages,
  options: DemoCatalogOptions = {},
): Promise<'not-empty' | 'seeded'> {
  if (!(await catalogIsEmpty(db))) return 'not-empty';

  // Rendering takes seconds: done before the catalogue's transaction, so no lock is held meanwhile.
  const pictures = await storePictures(images, options.pictureSize);
  try {
    const result = await seedCatalog(db, seedTree(pictures));
    // Another instance seeded while the pictures were drawn: ours are not needed.
    if (result === 'not-empty') await images.remove([...pictures.values()].flat());
    // The trade-show calendar comes with the demo catalogue, never into a shop that had one.
    else await seedShows(db, demoShows(new Date().toISOString().slice(0, 10)));
    return result;
  } catch (error) {
    await images.remove([...pictures.values()].flat());
    throw error;
  }
}

/** Each demo product's stored picture paths, main picture first. */
async function storePictures(
  images: ProductImages,
  size?: number,
): Promise<Map<DemoProduct, string[]>> {
  const jobs = DEMO_PRODUCTS.flatMap((product) =>
    product.pictures.map((picture, position) => ({ product, position, picture })),
  );
  const stored = new Map(DEMO_PRODUCTS.map((product): [DemoProduct, string[]] => [product, []]));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      stored.get(job.product)![job.position] = await images.store(
        await renderDemoPicture(job.picture, size),
      );
    }
  };
  const workers = Array.from({ length: PICTURE_CONCURRENCY }, worker);
  const settled = await Promise.allSettled(workers);
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await images.remove([...stored.values()].flat().filter(Boolean));
    throw failure.reason;
  }
  return stored;
}

/** The demo categories as the catalogue seeds them, each product with its stored pictures. */
function seedTree(pictures: Map<DemoProduct, string[]>): SeedCategory[] {
  const now = Date.now();
  const toSeed = (product: DemoProduct, categoryName: string): SeedProduct => {
    const [image, ...additionalImages] = pictures.get(product)!;
    // Hours apart as well as days, so no two products share a creation time.
    const index = DEMO_PRODUCTS.indexOf(product);
    return {
      name: product.name,
      ...(product.slug && { slug: product.slug }),
      sku: product.sku,
      stock: product.stock,
      description: product.description,
      compareAtPriceCents: product.compareAtCents ?? null,
      priceCents: product.priceCents,
      image: image ?? null,
      additionalImages,
      printWidthMm: product.printMm?.[0] ?? null,
      printHeightMm: product.printMm?.[1] ?? null,
      printSize: demoFrameSize(product),
      ...demoFit(product, categoryName),
      weightG: product.parcel.weightG,
      packageLengthMm: product.parcel.sizeMm[0],
      packageWidthMm: product.parcel.sizeMm[1],
      packageHeightMm: product.parcel.sizeMm[2],
      unitsSold: product.unitsSold,
      createdAt: new Date(now - product.daysAgo * DAY_MS - index * 3_600_000),
    };
  };
  return DEMO_CATEGORIES.map((category) => ({
    name: category.name,
    description: category.description,
    subCategories: category.subCategories.map((sub) => ({
      name: sub.name,
      description: sub.description,
      products: sub.products.map((product) => toSeed(product, category.name)),
    })),
  }));
}
