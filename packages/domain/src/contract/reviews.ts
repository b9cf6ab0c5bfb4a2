import { z } from 'zod';
import { RATING_MAX, RATING_MIN, REVIEW_SORTS } from '../ratings';
import { idParam, PageNumberSchema, requiredText } from './fields';

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 4000;
export const REVIEW_REPLY_MAX = 2000;
export const HIDE_REASON_MAX = 300;
export const REVIEWS_PER_PAGE = 5;
export const ADMIN_REVIEWS_PER_PAGE = 20;
/** A review is asked for by e-mail this long after the order shipped. */
export const REVIEW_REQUEST_DELAY_DAYS = 14;

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_MESSAGES = {
  notBought:
    'Only customers who received this product can review it: an order of it must have shipped.',
  alreadyReviewed: 'You have already reviewed this product: edit your review instead.',
  notFound: 'Review not found.',
  productNotFound: 'Product not found.',
  submitted: 'Thank you! Your review will appear once our team has checked it.',
  published: 'Thank you! Your review is published.',
  updated: 'Your review was updated.',
  deleted: 'Your review was deleted.',
} as const;

/** Reviews are plain text: markup would be shown as typed, so it is refused with a clear reason. */
const MARKUP = /<\/?[a-z!][^>]*>/i;
const plainText = (label: string, min: number, max: number) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(
      min,
      min > 1 ? `The ${label} must be at least ${min} characters.` : `The ${label} is required.`,
    )
    .max(max, `The ${label} may not be longer than ${max} characters.`)
    .refine((text) => !MARKUP.test(text), `The ${label} must be plain text, without HTML tags.`)
    // Control characters other than line breaks and tabs have no place in a review.
    .refine(
      // eslint-disable-next-line no-control-regex
      (text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text),
      `The ${label} contains characters that cannot be shown.`,
    );

/** POST /api/products/{id}/reviews and PUT /api/reviews/{id} */
export const ReviewInputSchema = z.strictObject({
  rating: z.coerce
    .number({ error: 'Choose from 1 to 5 stars.' })
    .int('Choose from 1 to 5 stars.')
    .min(RATING_MIN, 'Choose from 1 to 5 stars.')
    .max(RATING_MAX, 'Choose from 1 to 5 stars.'),
  title: plainText('title', 1, REVIEW_TITLE_MAX),
  body: plainText('review', REVIEW_BODY_MIN, REVIEW_BODY_MAX),
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;

export const ReviewIdParamsSchema = z.object({ id: idParam() });
export const ReviewProductParamsSchema = z.object({ id: idParam() });

/** A product's rating as cards and pages show it: average to one decimal, or null. */
export const RatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type Rating = z.infer<typeof RatingSchema>;

/** The rating with how many approved reviews gave each number of stars (index 0 = 1 star). */
export const RatingBreakdownSchema = RatingSchema.extend({
  stars: z.array(z.number().int()).length(5),
});
export type RatingBreakdown = z.infer<typeof RatingBreakdownSchema>;

export const ReviewReplySchema = z.object({ body: z.string(), created_at: z.string() });

/** A published review: every one comes from a shipped order, so each is a verified purchase. */
export const PublicReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** First name and last initial. */
  author: z.string(),
  verified_purchase: z.literal(true),
  created_at: z.string(),
  updated_at: z.string(),
  reply: ReviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** GET /api/product/{slug}/reviews?page&sort */
export const ProductReviewsQuerySchema = z.object({
  page: PageNumberSchema,
  sort: z
    .enum(REVIEW_SORTS, { error: `The sort must be one of ${REVIEW_SORTS.join(', ')}.` })
    .default('newest'),
});
export type ProductReviewsQuery = z.input<typeof ProductReviewsQuerySchema>;

export const ProductReviewsResponseSchema = z.object({
  status: z.literal(200),
  rating: RatingBreakdownSchema,
  reviews: z.array(PublicReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ProductReviews = z.infer<typeof ProductReviewsResponseSchema>;

/** A customer's own review, whatever its state. */
export const OwnReviewSchema = PublicReviewSchema.omit({ author: true }).extend({
  product_id: z.number().int(),
  product_name: z.string(),
  product_slug: z.string(),
  status: z.enum(REVIEW_STATUSES),
  hidden_reason: z.string().nullable(),
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

/** GET /api/my-reviews: the customer's reviews and the received products they may still review. */
export const MyReviewsResponseSchema = z.object({
  status: z.literal(200),
  reviews: z.array(OwnReviewSchema),
  reviewable: z.array(
    z.object({ product_id: z.number().int(), name: z.string(), slug: z.string() }),
  ),
});
export type MyReviews = z.infer<typeof MyReviewsResponseSchema>;

export const SaveReviewResponseSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  review: OwnReviewSchema,
});

// ---------------------------------------------------------------------------------------------
// Moderation.

export const AdminReviewsQuerySchema = z.object({
  page: PageNumberSchema,
  status: z
    .enum(REVIEW_STATUSES, { error: `The status must be one of ${REVIEW_STATUSES.join(', ')}.` })
    .default('pending'),
});
export type AdminReviewsQuery = z.input<typeof AdminReviewsQuerySchema>;

export const AdminReviewSchema = OwnReviewSchema.extend({
  author: z.string(),
  author_email: z.string(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewsResponseSchema = z.object({
  status: z.literal(200),
  reviews: z.array(AdminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  counts: z.record(z.enum(REVIEW_STATUSES), z.number().int()),
});
export type AdminReviews = z.infer<typeof AdminReviewsResponseSchema>;

export const HideReviewSchema = z.strictObject({
  reason: requiredText('reason', HIDE_REASON_MAX),
});
/** An empty reply removes the shop's reply. */
export const ReplyReviewSchema = z.strictObject({
  reply: z
    .string()
    .trim()
    .max(REVIEW_REPLY_MAX, `The reply may not be longer than ${REVIEW_REPLY_MAX} characters.`),
});

export const ModerateReviewResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  review: AdminReviewSchema,
});

export const ReviewSettingsSchema = z.strictObject({
  /** New reviews are published at once instead of waiting for staff. */
  publish_at_once: z.boolean({ error: 'Say whether new reviews are published at once.' }),
});
export type ReviewSettings = z.infer<typeof ReviewSettingsSchema>;
export const ReviewSettingsResponseSchema = z.object({
  status: z.literal(200),
  settings: ReviewSettingsSchema,
});
