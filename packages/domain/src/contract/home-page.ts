import { z } from 'zod';
import { ContentImageSchema } from './content';
import { ID_MAX, optionalText, requiredText } from './fields';

/**
 * The home page's hero and the products it features, kept in the database and edited in the
 * back-office (Admin → Content → Home page). The public read is open to all; the editor's calls
 * are staff only.
 */

export const HOME_BUTTONS_MAX = 2;
export const HOME_FEATURED_MAX = 8;

const SHOP_PATH = /^\/(?!\/)[^\s\\]*$/;
const HTTPS_ADDRESS = /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/**
 * Where a hero button may lead: a page of the shop (`/allproducts`, `/faq#shipping`) or an
 * https address. Anything else (`javascript:`, `//elsewhere`, plain http) is refused.
 */
export function isHomeLink(value: string): boolean {
  return SHOP_PATH.test(value) || HTTPS_ADDRESS.test(value);
}

export const HomeButtonSchema = z.strictObject({
  label: requiredText('button label', 40),
  href: requiredText('button link', 500).refine(
    isHomeLink,
    'The link must be a page of the shop (starting with /) or an https:// address.',
  ),
});
export type HomeButton = z.infer<typeof HomeButtonSchema>;

/** The hero as the shop shows it and the editor writes it. */
const heroFields = {
  /** The small line above the heading. */
  eyebrow: z.string(),
  heading: z.string(),
  /** Words shown after the heading in the shop's glow colour (may be empty). */
  heading_accent: z.string(),
  text: z.string(),
  buttons: z.array(z.strictObject({ label: z.string(), href: z.string() })),
  /** The hero's picture; null: the shop's drawn frame. */
  image: ContentImageSchema.nullable(),
};

/** A featured product as its card shows it (prices in dollars, named as the catalogue's lists). */
export const HomeFeaturedProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  /** The price charged. */
  originalPrice: z.number(),
  /** The compare-at price, shown struck through when above the price charged. */
  sellingPrice: z.number().nullable(),
});
export type HomeFeaturedProduct = z.infer<typeof HomeFeaturedProductSchema>;

/**
 * GET /api/content/home. `featured` holds the picked products that still exist, in the staff's
 * order; empty when none are picked (the home page then shows its best sellers).
 */
export const HomePageSchema = z.object({
  ...heroFields,
  featured: z.array(HomeFeaturedProductSchema),
});
export type HomePage = z.infer<typeof HomePageSchema>;
export const HomePageResponseSchema = z.object({ status: z.literal(200), home: HomePageSchema });
export type HomePageResponse = z.infer<typeof HomePageResponseSchema>;

/** GET and PUT /api/admin/content/home: the same, with who saved it last and when. */
export const AdminHomePageSchema = HomePageSchema.extend({
  updated_at: z.iso.datetime({ offset: true }),
});
export type AdminHomePage = z.infer<typeof AdminHomePageSchema>;
export const AdminHomePageResponseSchema = z.object({
  status: z.literal(200),
  home: AdminHomePageSchema,
});

/** PUT /api/admin/content/home: saving publishes at once. */
export const HomePageRequestSchema = z.strictObject({
  eyebrow: optionalText('line above the heading', 80).transform((value) => value ?? ''),
  heading: requiredText('heading', 120),
  heading_accent: optionalText('highlighted words', 60).transform((value) => value ?? ''),
  text: requiredText('text', 400),
  buttons: z
    .array(HomeButtonSchema)
    .max(HOME_BUTTONS_MAX, `The hero has at most ${HOME_BUTTONS_MAX} buttons.`),
  image: ContentImageSchema.extend({
    src: z.string().regex(/^\/storage\/[\w/.-]+$/, 'The picture must be one uploaded here.'),
    alt: z.string().trim().max(200),
  }).nullable(),
  featured_product_ids: z
    .array(z.number().int().min(1).max(ID_MAX), { error: 'Pick products by their id.' })
    .max(HOME_FEATURED_MAX, `Feature at most ${HOME_FEATURED_MAX} products.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A product is featured once.'),
});
export type HomePageRequest = z.input<typeof HomePageRequestSchema>;
export type HomePageInput = z.output<typeof HomePageRequestSchema>;
