import { z } from 'zod';
import { BillingFieldsSchema, checkShippingAddress } from './checkout';
import { requiredText } from './fields';

// ---------------------------------------------------------------------------------------------
// Blind drop-ship: a company that resells ships to its own clients under its own name. Its admin
// sets the name, return address and logo its parcels carry; a buyer then ticks "Ship under our
// company's name" at checkout.

/** A logo is printed small on the packing slip: a modest PNG or JPEG is plenty. */
export const COMPANY_LOGO_MAX_BYTES = 512 * 1024;
export const SENDER_NAME_MAX = 120;

export const COMPANY_SENDER_MESSAGES = {
  logoType: 'The logo must be a PNG or JPEG image.',
  logoTooLarge: `The logo may be at most ${COMPANY_LOGO_MAX_BYTES / 1024} KB.`,
  notSet:
    'Your company has no shipping name and return address yet: its admin sets them on the company page before orders can ship under its name.',
  notInCompany: 'Only a company’s buyers can ship under its name.',
} as const;

/** Where a blind parcel comes back to: a street address the shop ships to, no contact fields. */
export const ReturnAddressSchema = BillingFieldsSchema.pick({
  streetaddress: true,
  streetaddressoptional: true,
  city: true,
  state_contry: true,
  zip: true,
  country: true,
})
  .superRefine(checkShippingAddress)
  .transform((form) => ({
    ...form,
    streetaddressoptional: form.streetaddressoptional ?? null,
    state_contry: form.state_contry.toUpperCase(),
  }));
export type ReturnAddress = z.output<typeof ReturnAddressSchema>;

export const ReturnAddressViewSchema = z.object({
  streetaddress: z.string(),
  streetaddressoptional: z.string().nullable(),
  city: z.string(),
  state_contry: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type ReturnAddressView = z.infer<typeof ReturnAddressViewSchema>;

/**
 * PUT /api/account/company/sender: multipart with the text fields `shipping_name` and
 * `return_address[...]` flattened as `streetaddress`, `city` …, and an optional `logo` file;
 * `remove_logo=true` takes the logo off.
 */
export const CompanySenderFieldsSchema = z
  .object({
    shipping_name: requiredText('shipping name', SENDER_NAME_MAX),
    remove_logo: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  })
  .and(ReturnAddressSchema);

/** What the company's parcels say about their sender; null fields when not set yet. */
export const CompanySenderSchema = z.object({
  shipping_name: z.string().nullable(),
  return_address: ReturnAddressViewSchema.nullable(),
  has_logo: z.boolean(),
});
export type CompanySender = z.infer<typeof CompanySenderSchema>;

export const CompanySenderResponseSchema = z.object({
  status: z.literal(200),
  message: z.string().optional(),
  sender: CompanySenderSchema,
});

/** The sender a blind order's parcel names, as the staff's order screen shows it. */
export const BlindShipViewSchema = z.object({
  name: z.string(),
  return_address: ReturnAddressViewSchema,
  has_logo: z.boolean(),
});
export type BlindShipView = z.infer<typeof BlindShipViewSchema>;
