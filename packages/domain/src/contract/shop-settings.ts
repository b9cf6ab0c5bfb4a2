import { z } from 'zod';
import { SHIPPING_COUNTRIES, type ShippingCountry } from '../regions';

/**
 * The settings form: the shop's identity, each field trimmed and bounded. Stricter than
 * `ShopInfoSchema` (which also checks the SHOP_* configuration): whatever it accepts passes that
 * schema too (see shop-settings.test.ts).
 */
export const ShopSettingsRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter the shop name.').max(80, 'Keep it to 80 characters.'),
  tagline: z.string().trim().min(1, 'Enter a tagline.').max(200, 'Keep it to 200 characters.'),
  email: z.string().trim().pipe(z.email('Enter a valid e-mail address.')),
  phone: z
    .string()
    .trim()
    .min(1, 'Enter a phone number.')
    .max(40, 'Keep it to 40 characters.')
    .regex(/^[+(\d][\d\s().-]*$/, 'Use digits, spaces and + ( ) - . only.'),
  address: z
    .string()
    .trim()
    .min(1, 'Enter the office address.')
    .max(200, 'Keep it to 200 characters.'),
});
export type ShopSettingsRequest = z.infer<typeof ShopSettingsRequestSchema>;

/**
 * The shop's details as saved. Spelled out rather than reusing `ShopInfoSchema`: shop.ts sits in
 * the storefront's entry chunk, and any use of its schema from a page would pull zod into it.
 */
export const ShopSettingsResponseSchema = z.object({
  status: z.literal(200),
  shop: z.object({
    name: z.string(),
    tagline: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
});
export type ShopSettingsResponse = z.infer<typeof ShopSettingsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Where the shop ships: a choice among the countries it knows the states and postcodes of.

const COUNTRY_NAMES: Record<ShippingCountry, string> = { US: 'the USA', CA: 'Canada' };

/** What checkout and the address book say of a country the shop does not ship to. */
export function shipsOnlyTo(countries: readonly ShippingCountry[]): string {
  const names = countries.map((code) => COUNTRY_NAMES[code]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `We ship only to ${list}.`;
}

const ShippingCountryListSchema = z
  .array(z.enum(SHIPPING_COUNTRIES, { error: 'Choose the USA or Canada.' }))
  .min(1, 'Choose at least one country to ship to.')
  .transform((codes) => SHIPPING_COUNTRIES.filter((code) => codes.includes(code)));

/** PUT /api/admin/settings/shipping-countries: the countries checkout offers (one or more). */
export const ShippingCountriesRequestSchema = z.strictObject({
  countries: ShippingCountryListSchema,
});
export type ShippingCountriesRequest = z.input<typeof ShippingCountriesRequestSchema>;

/** GET /api/shipping-countries (public), and the answer of the PUT: in the shop's order. */
export const ShippingCountriesResponseSchema = z.object({
  status: z.literal(200),
  countries: z.array(z.enum(SHIPPING_COUNTRIES)),
});
export type ShippingCountriesResponse = z.infer<typeof ShippingCountriesResponseSchema>;
