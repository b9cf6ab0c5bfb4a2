import { z } from 'zod';
import { ORDER_LINK_TOKEN_PATTERN } from '../order-links';

export const ORDER_LINK_INVALID =
  'This order link is not valid. It may have been revoked: ask us for a new one.';

/** POST /api/order-links/open: the token of the link the shopper followed (never in a URL). */
export const OpenOrderLinkRequestSchema = z.strictObject({
  token: z
    .string({ error: ORDER_LINK_INVALID })
    .regex(ORDER_LINK_TOKEN_PATTERN, ORDER_LINK_INVALID),
});
export type OpenOrderLinkRequest = z.input<typeof OpenOrderLinkRequestSchema>;

/**
 * What the page of a guest order offers besides the order: saving the details as an account
 * (no account has the order's address yet), signing in to add the order to the account that has
 * it, or nothing (the order is in an account already).
 */
export const SAVE_DETAILS_OFFERS = ['choose_password', 'sign_in', 'none'] as const;
export type SaveDetailsOffer = (typeof SAVE_DETAILS_OFFERS)[number];

export const OpenOrderLinkResponseSchema = z.object({
  status: z.literal(200),
  order_id: z.number().int(),
  tracking_no: z.string(),
  save_details: z.enum(SAVE_DETAILS_OFFERS),
});
export type OpenOrderLinkResponse = z.infer<typeof OpenOrderLinkResponseSchema>;

/** The private links of an order, as staff see them on its page. */
export const OrderLinksViewSchema = z.object({
  /** Links that still open the order. */
  active: z.number().int(),
  /** When the newest one was made; null when the order never had one. */
  last_created_at: z.iso.datetime({ offset: true }).nullable(),
});
export type OrderLinksView = z.infer<typeof OrderLinksViewSchema>;

/** POST /api/orders/{id}/links/revoke and …/links/send (staff). */
export const OrderLinksActionResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  links: OrderLinksViewSchema,
});
export type OrderLinksActionResponse = z.infer<typeof OrderLinksActionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Confirming an account's e-mail address, which adds the orders placed at it without an account.

/** How long a confirmation link works. */
export const EMAIL_CONFIRMATION_TTL_DAYS = 7;

/** POST /api/verify-email: the token of the link mailed to the account's address. */
export const VerifyEmailRequestSchema = z.strictObject({
  token: z
    .string({ error: 'The confirmation link is incomplete.' })
    .min(1, 'The confirmation link is incomplete.')
    .max(200),
});
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequestSchema>;

export const VerifyEmailResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  /** Orders placed at the address without an account, now in the account. */
  orders_added: z.number().int(),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;
