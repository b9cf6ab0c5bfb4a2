import { z } from 'zod';
import { amountField } from './amount-field';
import {
  DAY_OUT_OF_RANGE,
  idParam,
  isDayInRange,
  optionalText,
  PageNumberSchema,
  ProductIdSchema,
} from './fields';

// ---------------------------------------------------------------------------------------------
// Quotes: a signed-in buyer asks for quantities beyond the cart's cap, staff price the lines,
// shipping and an expiry and send it; the buyer accepts (then pays exactly that) or declines.

/**
 * Where a quote stands. requested → sent → accepted → ordered is the way to an order; a quote
 * may instead be declined (by the buyer), withdrawn (by staff) or expire (its day passed before
 * it was paid).
 */
export const QUOTE_STATES = [
  'requested',
  'sent',
  'accepted',
  'ordered',
  'declined',
  'expired',
  'withdrawn',
] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];
export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  requested: 'Requested',
  sent: 'Quote sent',
  accepted: 'Accepted',
  ordered: 'Ordered',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};
/** The states a quote may still expire from: priced and not yet paid. */
export const QUOTE_EXPIRING_STATES = ['sent', 'accepted'] as const satisfies readonly QuoteState[];

/** A quote line may ask for far more than a cart line's 10, within reason. */
export const QUOTE_QTY_MAX = 1000;
export const QUOTE_LINES_MAX = 50;
export const QUOTE_NOTE_MAX = 2000;
/** The most a staff member may set a unit price or the shipping to, in cents. */
export const QUOTE_AMOUNT_MAX_CENTS = 10_000_000;
export const QUOTES_PER_PAGE = 20;

export const QUOTE_MESSAGES = {
  notFound: 'Quote not found.',
  emptyCart: 'Your cart is empty: add the products you want a quote for first.',
  duplicateProduct: 'Each product may appear once in a quote.',
  productMissing: 'One of these products is no longer sold.',
  notRequested: 'Only a requested quote can be priced or sent.',
  unpriced: 'Set a price for every line before sending the quote.',
  expiryPast: 'The expiry must be a day after today.',
  notSent: 'Only a quote that was sent to you can be accepted or declined.',
  notAccepted: 'Accept the quote before paying for it.',
  expired: 'This quote has expired. Ask us for a new one.',
  used: 'This quote has already been ordered.',
  notWithdrawable: 'Only a requested, sent or accepted quote can be withdrawn.',
  neededByPast: 'The needed-by date cannot be in the past.',
} as const;

export const QuoteIdSchema = idParam();
export const QuoteParamsSchema = z.object({ id: QuoteIdSchema });

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = 'Enter a date as YYYY-MM-DD.';
/** An ISO day a form may leave blank. */
const optionalDay = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: DAY_MESSAGE })
    .regex(DAY_PATTERN, DAY_MESSAGE)
    .refine(isDayInRange, DAY_OUT_OF_RANGE)
    .optional(),
);

const QuoteQuantitySchema = z.coerce
  .number({ error: 'The quantity must be a number.' })
  .int('The quantity must be a whole number.')
  .min(1, 'The quantity must be at least 1.')
  .max(QUOTE_QTY_MAX, `The quantity may not be greater than ${QUOTE_QTY_MAX}.`);

/** POST /api/account/quotes: the lines (usually the cart's, quantities changed), a note, a day. */
export const CreateQuoteRequestSchema = z.strictObject({
  lines: z
    .array(z.strictObject({ product_id: ProductIdSchema, quantity: QuoteQuantitySchema }), {
      error: 'Add at least one line.',
    })
    .min(1, 'Add at least one line.')
    .max(QUOTE_LINES_MAX, `A quote may have at most ${QUOTE_LINES_MAX} lines.`)
    .refine(
      (lines) => new Set(lines.map((line) => line.product_id)).size === lines.length,
      QUOTE_MESSAGES.duplicateProduct,
    ),
  note: optionalText('note', QUOTE_NOTE_MAX),
  needed_by: optionalDay,
});
export type CreateQuoteRequest = z.input<typeof CreateQuoteRequestSchema>;

const quoteAmount = (label: string) =>
  amountField(label, `The ${label} is required.`).pipe(
    z
      .number()
      .int()
      .min(0, `The ${label} cannot be negative.`)
      .max(QUOTE_AMOUNT_MAX_CENTS, `The ${label} is too large.`),
  );

/** PUT /api/admin/quotes/{id}: the staff's prices (dollars), shipping and expiry day. */
export const PriceQuoteRequestSchema = z.strictObject({
  lines: z
    .array(z.strictObject({ id: idParam(), unit_price: quoteAmount('unit price') }))
    .min(1, 'Price every line.'),
  shipping: quoteAmount('shipping'),
  expires_on: z
    .string({ error: 'The expiry is required.' })
    .regex(DAY_PATTERN, DAY_MESSAGE)
    .refine(isDayInRange, DAY_OUT_OF_RANGE),
});
export type PriceQuoteRequest = z.input<typeof PriceQuoteRequestSchema>;

export const QuoteLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  /** Dollars, set by staff; null until priced. */
  unit_price: z.number().nullable(),
  line_total: z.number().nullable(),
  /** The catalogue's price now, for staff pricing the line; null once the product is gone. */
  list_price: z.number().nullable(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

export const QuoteSchema = z.object({
  id: z.number().int(),
  /** What people call it: `Q-` and the id. */
  number: z.string(),
  /** As of now: a sent or accepted quote whose expiry passed answers `expired`. */
  state: z.enum(QUOTE_STATES),
  lines: z.array(QuoteLineSchema),
  note: z.string().nullable(),
  needed_by: z.string().nullable(),
  /** Dollars; null until priced. */
  shipping: z.number().nullable(),
  subtotal: z.number().nullable(),
  /** Lines and shipping; sales tax is added at checkout for the ship-to region. */
  total: z.number().nullable(),
  /** The last day it may be accepted and paid (the shop's days end at midnight UTC). */
  expires_on: z.string().nullable(),
  requested_by: z.object({ name: z.string(), email: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  order: z.object({ id: z.number().int(), tracking_no: z.string() }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const QuoteResponseSchema = z.object({
  status: z.literal(200),
  message: z.string().optional(),
  quote: QuoteSchema,
});
export const CreatedQuoteResponseSchema = QuoteResponseSchema.extend({ status: z.literal(201) });

export const QuotesQuerySchema = z.object({
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(QUOTE_STATES, { error: 'Unknown quote state.' }).optional(),
  ),
  page: PageNumberSchema,
});
export const QuotesResponseSchema = z.object({
  status: z.literal(200),
  quotes: z.array(QuoteSchema),
  page: z.number().int(),
  pages: z.number().int(),
});
export type QuotesResponse = z.infer<typeof QuotesResponseSchema>;

/** Whether a day given by a form (YYYY-MM-DD) is before today's (UTC). */
export function isPastDay(day: string, now: Date): boolean {
  return day < now.toISOString().slice(0, 10);
}
