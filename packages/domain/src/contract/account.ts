import { z } from 'zod';
import {
  AccountFieldsSchema,
  checkAddressComplete,
  CurrentPasswordSchema,
  EmailSchema,
} from './auth';
import { FIT_ROLES, FRAME_FAMILIES } from '../frame-fits';
import { AddressViewSchema, BillingFieldsSchema, checkShippingAddress } from './checkout';
import { idParam, optionalText, ProductIdSchema } from './fields';

// ---------------------------------------------------------------------------------------------
// Address book: the checkout's billing fields (same rules), without e-mail and notes, plus a label.

/** How many addresses one customer may keep. */
export const ADDRESSES_MAX = 20;
export const ADDRESS_LABEL_MAX = 40;
export const ADDRESSES_FULL_MESSAGE = `You can keep at most ${ADDRESSES_MAX} addresses. Delete one to add another.`;

export const AddressFieldsSchema = BillingFieldsSchema.omit({ email: true, ordernotes: true })
  .extend({
    label: optionalText('label', ADDRESS_LABEL_MAX),
  })
  .strict();

/** POST /api/account/addresses and PUT /api/account/addresses/{id}. */
export const AddressRequestSchema = AddressFieldsSchema.superRefine(checkShippingAddress).transform(
  (form) => ({ ...form, state_contry: form.state_contry.toUpperCase() }),
);
export type AddressRequest = z.input<typeof AddressRequestSchema>;
export type AddressValues = z.output<typeof AddressRequestSchema>;

export const AddressSchema = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  ...AddressViewSchema.shape,
  // Saved with the billing fields' rules, which ask for a phone.
  phone: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

/**
 * A saved address as the billing fields of checkout and the address form spell them (blank text
 * for what the address leaves out), so a picked address fills a form the same way everywhere.
 */
export function addressAsBillingFields(address: Address) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    companyname: address.companyname ?? '',
    country: address.country,
    streetaddress: address.streetaddress,
    streetaddressoptional: address.streetaddressoptional ?? '',
    city: address.city,
    state_contry: address.state_contry,
    zip: address.zip,
    phone: address.phone,
  };
}

export const AddressParamsSchema = z.object({
  id: idParam(),
});

/** GET /api/account/addresses — the default first, then oldest first. */
export const AddressListResponseSchema = z.object({
  status: z.literal(200),
  addresses: z.array(AddressSchema),
});
export type AddressListResponse = z.infer<typeof AddressListResponseSchema>;

export const AddressResponseSchema = z.object({
  status: z.union([z.literal(200), z.literal(201)]),
  message: z.string(),
  address: AddressSchema,
});
export type AddressResponse = z.infer<typeof AddressResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Account details: the registration fields, less e-mail and password (they have their own calls).

/** PUT /api/account/profile */
export const ProfileRequestSchema = AccountFieldsSchema.superRefine(checkAddressComplete);
export type ProfileRequest = z.input<typeof ProfileRequestSchema>;
export type ProfileValues = z.output<typeof ProfileRequestSchema>;

export const ProfileSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  companyname: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  codepostal: z.string().nullable(),
  country: z.string().nullable(),
  affiliations: z.object({ GIGA: z.boolean(), EDPA: z.boolean(), ASI: z.boolean() }),
  member_numbers: z.object({
    GIGA: z.string().optional(),
    EDPA: z.string().optional(),
    ASI: z.string().optional(),
  }),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** GET and PUT /api/account/profile */
export const ProfileResponseSchema = z.object({
  status: z.literal(200),
  message: z.string().optional(),
  profile: ProfileSchema,
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** How long an e-mail change link works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** POST /api/account/email — the new address gets a link; the password proves it is them. */
export const ChangeEmailRequestSchema = z.strictObject({
  email: EmailSchema,
  current_password: CurrentPasswordSchema,
});
export type ChangeEmailRequest = z.input<typeof ChangeEmailRequestSchema>;

/** POST /api/account/email/confirm — the token of the link sent to the new address. */
export const ConfirmEmailRequestSchema = z.strictObject({
  token: z
    .string({ error: 'The confirmation link is incomplete.' })
    .min(1, 'The confirmation link is incomplete.')
    .max(200),
});
export type ConfirmEmailRequest = z.input<typeof ConfirmEmailRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Wish list.

export const WishlistItemSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Storage path (`/storage/{image}`), null without photo. */
  image: z.string().nullable(),
  /** Dollars. */
  price: z.number(),
  stock: z.number().int(),
  added_at: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** GET /api/account/wishlist — newest first; deleted products are gone from it. */
export const WishlistResponseSchema = z.object({
  status: z.literal(200),
  items: z.array(WishlistItemSchema),
});
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;

/** POST /api/account/wishlist (adding twice is the same as once). */
export const AddToWishlistSchema = z.strictObject({
  product_id: ProductIdSchema,
});
export type AddToWishlistInput = z.input<typeof AddToWishlistSchema>;

export const WishlistParamsSchema = z.object({
  productId: idParam(),
});

export const WISHLIST_MESSAGES = {
  added: 'Added to your wish list.',
  removed: 'Removed from your wish list.',
  moved: 'Moved to your cart.',
  productMissing: 'This product does not exist.',
  notInList: 'This product is not in your wish list.',
} as const;

// ---------------------------------------------------------------------------------------------
// My frames: GET /api/account/frames

/** A product that fits one of the customer's frames, at today's price. */
export const FittingProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  /** Dollars. */
  price: z.number(),
  stock: z.number().int(),
  fit_role: z.enum(FIT_ROLES),
});
export type FittingProduct = z.infer<typeof FittingProductSchema>;

/** A frame the customer bought (from a delivered order), with what fits it. */
export const MyFrameSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  frame_family: z.enum(FRAME_FAMILIES),
  family_label: z.string(),
  print_size: z.object({
    slug: z.string(),
    label: z.string(),
    width_mm: z.number().int(),
    height_mm: z.number().int(),
  }),
  /** How many the customer's delivered orders held, and the latest of them. */
  quantity: z.number().int(),
  last_order: z.object({ id: z.number().int(), tracking_no: z.string() }),
  /** "New graphic for this frame": the cheapest banner that fits, or null when none is sold. */
  new_graphic: FittingProductSchema.nullable(),
  banners: z.array(FittingProductSchema),
  spare_parts: z.array(FittingProductSchema),
  accessories: z.array(FittingProductSchema),
});
export type MyFrame = z.infer<typeof MyFrameSchema>;

export const MyFramesResponseSchema = z.object({
  status: z.literal(200),
  frames: z.array(MyFrameSchema),
});
export type MyFramesResponse = z.infer<typeof MyFramesResponseSchema>;
