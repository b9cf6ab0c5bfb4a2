import { z } from 'zod';
import {
  PRODUCTS_PER_PAGE,
  PRODUCTS_PER_PAGE_MAX,
  ADMIN_PRODUCTS_PER_PAGE,
  ADMIN_PRODUCTS_PER_PAGE_MAX,
  SEARCH_MAX,
  PRODUCT_SORTS,
} from '../product-list';
import { formatMoney } from '../money';
import { FIT_ROLES, FRAME_FAMILIES } from '../frame-fits';
import { FRAME_SIZE_SLUGS } from '../frame-sizes';
import { PACKAGE_SIZE_MAX_MM, PRODUCT_WEIGHT_MAX_G } from '../shipping';
import { amountField } from './amount-field';
import { DESCRIPTION_MAX } from './catalog';
import { RatingSchema } from './reviews';
import {
  blankToUndefined,
  ID_MAX,
  idParam,
  optionalText,
  PageNumberSchema,
  pageSizeParam,
  requiredMessage,
  requiredText,
} from './fields';

export const PRODUCT_NAME_MAX = 150;
export const SKU_MAX = 64;
export const STOCK_MAX = 1_000_000;
/** $999,999.99: the largest price the back-office accepts. */
export const PRICE_MAX_CENTS = 99_999_999;
/** Print sizes (visible width × height) are whole millimetres up to 10 m. */
export const PRINT_SIZE_MAX_MM = 10_000;

/** Product photos: checked by content on the server, these bounds shown to staff beforehand. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The main photo plus up to seven additional ones. */
export const PRODUCT_IMAGES_MAX = 8;
// ---------------------------------------------------------------------------------------------
// The product form (multipart on the wire: every field arrives as text).

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: requiredMessage(label) })
    .transform((value) => (typeof value === 'string' ? value.trim() : String(value)))
    .pipe(
      z
        .string()
        .min(1, requiredMessage(label))
        .regex(/^\d+$/, `The ${label} must be a whole number.`)
        .transform(Number)
        .pipe(
          z
            .number()
            .min(min, `The ${label} must be at least ${min}.`)
            .max(max, `The ${label} may not be greater than ${max}.`),
        ),
    );

/** A field a JSON client sends as null, like a blank one, is not given. */
const notGiven = (value: unknown) => blankToUndefined(value ?? undefined);

const optionalWholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(notGiven, wholeNumber(label, min, max).optional());

const price = (label: string) =>
  amountField(label, requiredMessage(label)).pipe(
    z
      .number()
      .min(1, `The ${label} must be greater than 0.`)
      .max(
        PRICE_MAX_CENTS,
        `The ${label} may not be greater than ${formatMoney(PRICE_MAX_CENTS)}.`,
      ),
  );

/** A compare-at price is shown struck through beside the price: lower, it would read as a rise. */
export const COMPARE_AT_NOT_HIGHER =
  'The compare-at price must be higher than the price, or left empty.';

/**
 * The text fields of POST /api/store-product and PUT /api/update-product/{id}, parsed to what the
 * server stores: prices in cents (`sellingPrice`/`originalPrice`), ids and sizes as numbers,
 * empty optional fields as undefined. Files (`image`, `additional_images[n]`) travel beside them.
 *
 * On update, `remove_images[n]` names stored photos (as answered in `image`/`additional_images`)
 * to delete; a new `image` file replaces the main photo; new `additional_images[n]` are appended.
 */
export const ProductFieldsSchema = z
  .object({
    name: requiredText('product name', PRODUCT_NAME_MAX),
    sku: requiredText('SKU', SKU_MAX).regex(
      /^[A-Za-z0-9][A-Za-z0-9._/-]*$/,
      'The SKU may contain letters, digits, dots, dashes, slashes and underscores.',
    ),
    stock: wholeNumber('stock', 0, STOCK_MAX),
    category_id: wholeNumber('category', 1, ID_MAX),
    sub_category_id: optionalWholeNumber('sub-category', 1, ID_MAX),
    description: z.preprocess(
      (value) => value ?? '',
      z
        .string()
        .trim()
        .max(
          DESCRIPTION_MAX,
          `The description may not be longer than ${DESCRIPTION_MAX} characters.`,
        ),
    ),
    // Staff know these as the compare-at price and the price; the field names are the API's.
    sellingPrice: z.preprocess(notGiven, price('compare-at price').optional()),
    originalPrice: price('price'),
    print_width_mm: optionalWholeNumber('print width', 1, PRINT_SIZE_MAX_MM),
    print_height_mm: optionalWholeNumber('print height', 1, PRINT_SIZE_MAX_MM),
    /** A printed product's frame size: its lines need artwork, checked against this size. */
    print_size: z.preprocess(
      notGiven,
      z.enum(FRAME_SIZE_SLUGS, { error: 'Choose one of the frame sizes, or none.' }).optional(),
    ),
    /** What it fits (the account's "my frames"): a family of frames, and its role beside one. */
    frame_family: z.preprocess(
      notGiven,
      z
        .enum(FRAME_FAMILIES, { error: 'Choose floor, counter or wall frames, or none.' })
        .optional(),
    ),
    fit_role: z.preprocess(
      notGiven,
      z
        .enum(FIT_ROLES, { error: 'Choose frame, banner, spare part or accessory, or none.' })
        .optional(),
    ),
    // Shipping: one packed unit's weight and package, which price and route its delivery.
    weight_g: optionalWholeNumber('weight', 1, PRODUCT_WEIGHT_MAX_G),
    package_length_mm: optionalWholeNumber('package length', 1, PACKAGE_SIZE_MAX_MM),
    package_width_mm: optionalWholeNumber('package width', 1, PACKAGE_SIZE_MAX_MM),
    package_height_mm: optionalWholeNumber('package height', 1, PACKAGE_SIZE_MAX_MM),
    remove_images: z.array(z.string().max(200)).max(PRODUCT_IMAGES_MAX).optional().default([]),
  })
  .superRefine((product, context) => {
    if (product.sellingPrice !== undefined && product.sellingPrice <= product.originalPrice) {
      context.addIssue({
        code: 'custom',
        path: ['sellingPrice'],
        message: COMPARE_AT_NOT_HIGHER,
      });
    }
    if ((product.print_width_mm === undefined) !== (product.print_height_mm === undefined)) {
      const missing = product.print_width_mm === undefined ? 'print_width_mm' : 'print_height_mm';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'Give both the print width and height, or neither.',
      });
    }
    const missing = unpairedPackageSize(product);
    if (missing)
      context.addIssue({ code: 'custom', path: [missing], message: PACKAGE_SIZE_ALL_OR_NONE });
  });

export const PACKAGE_SIZE_FIELDS = [
  'package_length_mm',
  'package_width_mm',
  'package_height_mm',
] as const;
export const PACKAGE_SIZE_ALL_OR_NONE = 'Give the package length, width and height, or none.';

/** The first package dimension left out when another was given, if any. */
export function unpairedPackageSize(
  product: Partial<Record<(typeof PACKAGE_SIZE_FIELDS)[number], unknown>>,
): (typeof PACKAGE_SIZE_FIELDS)[number] | undefined {
  const given = PACKAGE_SIZE_FIELDS.filter((field) => product[field] !== undefined);
  if (given.length === 0 || given.length === PACKAGE_SIZE_FIELDS.length) return undefined;
  return PACKAGE_SIZE_FIELDS.find((field) => product[field] === undefined);
}
export type ProductFields = z.output<typeof ProductFieldsSchema>;
/** What a form sends before parsing (FormData values are text). */
export type ProductFieldsInput = z.input<typeof ProductFieldsSchema>;

// ---------------------------------------------------------------------------------------------
// Answers.

export const ProductCategoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** URL segment: /category/{path} */
  path: z.string(),
});

export const ProductSubCategoryRefSchema = z.object({
  id: z.number().int(),
  nameSubCategory: z.string(),
  /** URL segment: /{path} */
  path: z.string(),
});

/** A product as the shop shows it (grid, quick view, product page). Prices in dollars. */
export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** URL segment: /product/{slug} */
  slug: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  category_id: z.number().int(),
  sub_category_id: z.number().int().nullable(),
  description: z.string(),
  /** Optional list ("compare at") price; shown struck through when above `originalPrice`. */
  sellingPrice: z.number().nullable(),
  /** The price the shop charges (cart and checkout use it). */
  originalPrice: z.number(),
  /** Storage path of the main photo (`/storage/{image}`), 800 px WebP; null without photo. */
  image: z.string().nullable(),
  additional_images: z.array(z.string()),
  print_width_mm: z.number().int().nullable(),
  print_height_mm: z.number().int().nullable(),
  /** The frame size (slug) a printed product is made at; its order lines need artwork. */
  print_size: z.string().nullable(),
  /** The family of frames it belongs to or fits, and its role beside a frame (or null). */
  frame_family: z.enum(FRAME_FAMILIES).nullable().default(null),
  fit_role: z.enum(FIT_ROLES).nullable().default(null),
  category: ProductCategoryRefSchema,
  subCategory: ProductSubCategoryRefSchema.nullable(),
  /** From approved reviews only: `{ average: null, count: 0 }` when there are none. */
  rating: RatingSchema,
});
export type Product = z.infer<typeof ProductSchema>;

/** The back-office's view of a product: the shop's plus sales and dates. */
export const AdminProductSchema = ProductSchema.extend({
  /** One packed unit, for shipping: grams and millimetres, null until staff enter them. */
  weight_g: z.number().int().nullable(),
  package_length_mm: z.number().int().nullable(),
  package_width_mm: z.number().int().nullable(),
  package_height_mm: z.number().int().nullable(),
  units_sold: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const ProductIdParamsSchema = z.object({
  id: idParam(),
});

const searchText = optionalText('search', SEARCH_MAX);

/** GET /api/fetchProducts/{all|CategoryPath}?page&per_page&sort&sub&q */
export const FetchProductsQuerySchema = z.object({
  page: PageNumberSchema,
  per_page: pageSizeParam(PRODUCTS_PER_PAGE_MAX, PRODUCTS_PER_PAGE),
  sort: z
    .enum(PRODUCT_SORTS, { error: `The sort must be one of ${PRODUCT_SORTS.join(', ')}.` })
    .default('default'),
  /** A sub-category's URL segment (its name without spaces), compared ignoring case. */
  sub: searchText,
  /** Words searched in name, SKU and description. */
  q: searchText,
});
export type FetchProductsQuery = z.input<typeof FetchProductsQuerySchema>;

/** `all`, or a category's URL segment (its name without spaces), compared ignoring case. */
export const FetchProductsParamsSchema = z.object({
  categoryName: z.string().min(1).max(200),
});

export const ProductPageSchema = z.object({
  products: z.array(ProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

/**
 * The shop's product list. An unknown category or sub-category answers 404 (so a mistyped link
 * shows the not-found page); a page past the end answers an empty list with the true total.
 */
export const FetchProductsResponseSchema = z.object({
  status: z.literal(200),
  product_data: ProductPageSchema,
});

/** How many products and categories the header's search box suggests as one types. */
export const SUGGESTED_PRODUCTS_MAX = 6;
export const SUGGESTED_CATEGORIES_MAX = 4;

/**
 * GET /api/search-suggestions?q — what the header's search box offers while one types: the best
 * matches of the shop's search, and the categories named like the words or holding those
 * matches. Blank words answer empty lists; words past the search box's length are refused.
 */
export const SearchSuggestionsQuerySchema = z.object({ q: searchText });

export const SuggestedProductSchema = ProductSchema.pick({
  id: true,
  name: true,
  slug: true,
  sku: true,
  image: true,
  sellingPrice: true,
  originalPrice: true,
});
export type SuggestedProduct = z.infer<typeof SuggestedProductSchema>;

export const SuggestedCategorySchema = z.object({
  /** The category's or sub-category's name. */
  name: z.string(),
  /** The category a sub-category belongs to; null for a category. */
  parent: z.string().nullable(),
  /** The shop's page of its list: `/category/{path}` or `/{path}`. */
  url: z.string(),
  productCount: z.number().int(),
});
export type SuggestedCategory = z.infer<typeof SuggestedCategorySchema>;

export const SearchSuggestionsSchema = z.object({
  products: z.array(SuggestedProductSchema),
  categories: z.array(SuggestedCategorySchema),
  /** How many products the whole search finds (the results page's count). */
  total: z.number().int(),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

export const SearchSuggestionsResponseSchema = SearchSuggestionsSchema.extend({
  status: z.literal(200),
});

/** GET /api/product/{slug}: one product for its page, with a few related ones. */
export const ProductSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const RELATED_PRODUCTS_MAX = 4;
export const ProductDetailResponseSchema = z.object({
  status: z.literal(200),
  product: ProductSchema,
  related: z.array(ProductSchema),
});

/** GET /api/view-products?page&per_page&q — newest first. */
export const ViewProductsQuerySchema = z.object({
  page: PageNumberSchema,
  per_page: pageSizeParam(ADMIN_PRODUCTS_PER_PAGE_MAX, ADMIN_PRODUCTS_PER_PAGE),
  q: searchText,
});
export const ViewProductsResponseSchema = z.object({
  status: z.literal(200),
  products: z.array(AdminProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/** GET /api/edit-product/{id} */
export const EditProductResponseSchema = z.object({
  status: z.literal(200),
  product: AdminProductSchema,
});

/**
 * POST /api/store-product and PUT /api/update-product/{id}: the published status and message,
 * plus the product as saved.
 */
export const SaveProductResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  product: AdminProductSchema,
});
