import { z } from 'zod';
import { ShopInfoSchema } from '../shop';

/** The settings form: the shop's identity, each field trimmed and bounded. */
export const ShopSettingsRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter the shop name.').max(80, 'Keep it to 80 characters.'),
  tagline: z.string().trim().min(1, 'Enter a tagline.').max(200, 'Keep it to 200 characters.'),
  email: z.string().trim().pipe(z.email('Enter a valid e-mail address.')),
  phone: z
    .string()
    .trim()
    .min(1, 'Enter a phone number.')
    .max(40, 'Keep it to 40 characters.')
    .regex(/^[+\d][\d\s().-]*$/, 'Use digits, spaces and + ( ) - . only.'),
  address: z
    .string()
    .trim()
    .min(1, 'Enter the office address.')
    .max(200, 'Keep it to 200 characters.'),
});
export type ShopSettingsRequest = z.infer<typeof ShopSettingsRequestSchema>;

export const ShopSettingsResponseSchema = z.object({
  status: z.literal(200),
  shop: ShopInfoSchema,
});
export type ShopSettingsResponse = z.infer<typeof ShopSettingsResponseSchema>;
