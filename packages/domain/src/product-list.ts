// What the shop's product lists and photos are made of, apart from the contract's schemas: the
// storefront's pages read these without loading zod.

/**
 * Every stored photo exists as WebP at these widths (never enlarged). A product's `image` and
 * `additional_images` name the 800 px file; `imageVariant` gives the others, e.g. for srcset.
 */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_DEFAULT_WIDTH: ImageWidth = 800;

/** `products/abc-800.webp` → `products/abc-400.webp`. */
export function imageVariant(path: string, width: ImageWidth): string {
  return path.replace(/-\d+\.webp$/, `-${width}.webp`);
}

/** The product grid shows 12 per page; a shopper may choose 24 or 48 (`per_page` takes up to 48). */
export const PRODUCTS_PER_PAGE = 12;
export const PRODUCTS_PER_PAGE_MAX = 48;
export const PRODUCTS_PER_PAGE_CHOICES = [12, 24, 48] as const;
/** The back-office product table. */
export const ADMIN_PRODUCTS_PER_PAGE = 50;
export const ADMIN_PRODUCTS_PER_PAGE_MAX = 100;
/** Search text longer than this is refused. */
export const SEARCH_MAX = 100;

/**
 * List orders; popularity = units sold, latest = newest first, prices on `originalPrice`, rating =
 * the Bayesian score of approved reviews (see ratings.ts), best first.
 */
export const PRODUCT_SORTS = [
  'default',
  'popularity',
  'latest',
  'price_asc',
  'price_desc',
  'rating',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
