import { z } from 'zod';
import {
  ARTWORK_FILE_FORMATS,
  ARTWORK_FILE_STATUSES,
  ARTWORK_LINE_STATUSES,
  CHECK_VERDICTS,
  PREFLIGHT_FIXES,
  PREFLIGHT_RULES,
} from '../artwork';
import { CartLineSchema } from './cart';
import { idParam } from './fields';

/** The words staff give with an approval over warnings, or with a request for a new file. */
export const ARTWORK_MESSAGE_MAX = 1000;

export const ArtworkFileIdParamsSchema = z.object({
  orderId: idParam(),
  fileId: idParam(),
});

export const PreflightReportSchema = z.object({
  verdict: z.enum(CHECK_VERDICTS),
  checks: z.array(
    z.object({
      rule: z.enum(PREFLIGHT_RULES),
      verdict: z.enum(CHECK_VERDICTS),
      message: z.string(),
    }),
  ),
  frame: z.object({ slug: z.string(), label: z.string() }),
  /** What the shop offers to put right itself (absent from reports made before fixes existed). */
  fixes: z.array(z.enum(PREFLIGHT_FIXES)).optional(),
});

/** Which version of a file goes to print, once the shop offered one with the bleed added. */
export const PRINT_CHOICES = ['own_file', 'shop_version'] as const;
export type PrintChoice = (typeof PRINT_CHOICES)[number];

/** A file received for an order. Paths are the API's, answered only to the customer and staff. */
const ArtworkFileFieldsSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  size_bytes: z.number().int(),
  format: z.enum(ARTWORK_FILE_FORMATS),
  status: z.enum(ARTWORK_FILE_STATUSES),
  /** Null while the file is being checked. */
  report: PreflightReportSchema.nullable(),
  /** Page 1 with the trim, bleed and safety lines; null until made (or for studio formats). */
  proof_url: z.string().nullable(),
  /** Null once the file was deleted (replaced, or past the retention period). */
  download_url: z.string().nullable(),
  by_staff: z.boolean(),
  staff_message: z.string().nullable(),
  uploaded_at: z.iso.datetime({ offset: true }),
  reviewed_at: z.iso.datetime({ offset: true }).nullable(),
  /**
   * Page 1's visible area without the lines (JPEG), which the lit preview draws on the frame;
   * null until made, and for files checked before previews existed.
   */
  preview_url: z.string().nullable(),
  /** Made by the shop from the customer's file (bleed added), not uploaded. */
  made_by_shop: z.boolean(),
  /**
   * What the customer chose after the shop offered a version with the bleed added: this file is
   * the shop's version they chose, or their own file they kept; null when nothing was offered.
   */
  print_choice: z.enum(PRINT_CHOICES).nullable(),
  /** Carried over from an earlier order, approved there: a reorder, printed without a new check. */
  reordered: z.boolean().default(false),
});

export const ArtworkFileSchema = ArtworkFileFieldsSchema.extend({
  /** Whether "Add the bleed for me" may be asked for this file now. */
  can_add_bleed: z.boolean(),
  /** The shop's version with the bleed added, while it is made and offered (status `offered`). */
  correction: ArtworkFileFieldsSchema.nullable(),
});
export type ArtworkFile = z.infer<typeof ArtworkFileSchema>;
export type ArtworkFileFields = z.infer<typeof ArtworkFileFieldsSchema>;

/** POST …/files/{fileId}/print-choice — which version goes to print. */
export const PrintChoiceSchema = z.strictObject({
  use: z.enum(PRINT_CHOICES, {
    error: 'Choose your own file or the version with the bleed added.',
  }),
});
export type PrintChoiceRequest = z.infer<typeof PrintChoiceSchema>;

/** An order line that is printed, with its frame, template and current file. */
export const ArtworkLineSchema = z.object({
  line_id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  print_size: z.object({
    slug: z.string(),
    label: z.string(),
    width_mm: z.number().int(),
    height_mm: z.number().int(),
  }),
  /** The print template PDF for this size. */
  template_url: z.string(),
  status: z.enum(ARTWORK_LINE_STATUSES),
  /** Whether a new file may be uploaded for this line now. */
  can_replace: z.boolean(),
  file: ArtworkFileSchema.nullable(),
  /**
   * Null unless the order shipped and the line's file was approved: then it can be ordered
   * again, as the same product or a banner of the same print area, priced today.
   */
  reorder: z
    .object({
      /** Until when the approved file is kept for a reorder. */
      kept_until: z.iso.datetime({ offset: true }),
      /** False once that day is past (or the file is gone): a reorder then takes a new upload. */
      artwork_kept: z.boolean(),
      /** Signed-in customers reorder from their account; a guest's link shows the offer only. */
      can_reorder: z.boolean(),
      options: z.array(
        z.object({
          product_id: z.number().int(),
          name: z.string(),
          slug: z.string(),
          /** Today's price, in dollars. */
          price: z.number(),
          same_product: z.boolean(),
        }),
      ),
    })
    .nullable()
    .default(null),
});
export type ArtworkLine = z.infer<typeof ArtworkLineSchema>;

/** POST /api/orders/{orderId}/artwork/lines/{lineId}/reorder */
export const ArtworkLineParamsSchema = z.object({ orderId: idParam(), lineId: idParam() });

/** Which product to reorder the line as: the same one (by default) or a banner of its size. */
export const ReorderLineRequestSchema = z.strictObject({
  product_id: z.number().int().positive().optional(),
});
export type ReorderLineRequest = z.infer<typeof ReorderLineRequestSchema>;

export const ReorderLineResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  /** True when the approved file goes with the new line; false: upload a file after ordering. */
  artwork_carried: z.boolean(),
  line: CartLineSchema,
});
export type ReorderLineResponse = z.infer<typeof ReorderLineResponseSchema>;

/** GET /api/orders/{orderId}/artwork — the order's customer or staff. */
export const OrderArtworkResponseSchema = z.object({
  status: z.literal(200),
  order_id: z.number().int(),
  tracking_no: z.string(),
  order_status: z.string(),
  /** Where tus uploads for this order are created (POST). */
  upload_url: z.string(),
  max_upload_bytes: z.number().int(),
  retention_months: z.number().int(),
  /** How long after shipping approved files are kept for a reorder (ARTWORK_REORDER_MONTHS). */
  reorder_months: z.number().int().default(24),
  lines: z.array(ArtworkLineSchema),
});
export type OrderArtworkResponse = z.infer<typeof OrderArtworkResponseSchema>;

/** POST …/files/{fileId}/approve — a reason is required when the report has warnings or failures. */
export const ApproveArtworkSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(ARTWORK_MESSAGE_MAX, `Keep it to ${ARTWORK_MESSAGE_MAX} characters.`)
    .optional(),
});
export type ApproveArtwork = z.infer<typeof ApproveArtworkSchema>;

/** POST …/files/{fileId}/request-new-file — the message is e-mailed to the customer. */
export const RequestNewArtworkSchema = z.strictObject({
  message: z
    .string({ error: 'Tell the customer what to change.' })
    .trim()
    .min(1, 'Tell the customer what to change.')
    .max(ARTWORK_MESSAGE_MAX, `Keep it to ${ARTWORK_MESSAGE_MAX} characters.`),
});
export type RequestNewArtwork = z.infer<typeof RequestNewArtworkSchema>;

export const ArtworkActionResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  file: ArtworkFileSchema,
});

/** A file waiting for review in the prepress queue, with its order and lines. */
export const PrepressItemSchema = z.object({
  order_id: z.number().int(),
  tracking_no: z.string(),
  customer: z.string(),
  lines: z.array(z.object({ line_id: z.number().int(), name: z.string(), quantity: z.number() })),
  file: ArtworkFileSchema,
});
export type PrepressItem = z.infer<typeof PrepressItemSchema>;

/** GET /api/admin/prepress — files waiting for review, oldest first. */
export const PrepressQueueResponseSchema = z.object({
  status: z.literal(200),
  items: z.array(PrepressItemSchema),
});
export type PrepressQueueResponse = z.infer<typeof PrepressQueueResponseSchema>;
