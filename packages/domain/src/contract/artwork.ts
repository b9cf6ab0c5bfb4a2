import { z } from 'zod';
import {
  ARTWORK_FILE_FORMATS,
  ARTWORK_FILE_STATUSES,
  ARTWORK_LINE_STATUSES,
  CHECK_VERDICTS,
  PREFLIGHT_RULES,
} from '../artwork';
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
});

/** A file received for an order. Paths are the API's, answered only to the customer and staff. */
export const ArtworkFileSchema = z.object({
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
});
export type ArtworkFile = z.infer<typeof ArtworkFileSchema>;

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
});
export type ArtworkLine = z.infer<typeof ArtworkLineSchema>;

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
