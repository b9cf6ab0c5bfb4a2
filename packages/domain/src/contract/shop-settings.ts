import { z } from 'zod';

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
