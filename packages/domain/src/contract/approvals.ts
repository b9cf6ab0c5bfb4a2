import { z } from 'zod';
import { formatDollars } from '../money';
import { amountField } from './amount-field';
import { idParam, optionalText } from './fields';
import { OrderLineSchema } from './orders';
import { QuoteIdSchema } from './quotes';

// ---------------------------------------------------------------------------------------------
// Order approvals: a company's admin sets a limit; a buyer's order whose goods come to more needs
// an admin's approval of exactly those lines before it can be paid or placed on account.

/**
 * `not_needed`: still waiting when the admin removed the limit or raised it to the order's
 * subtotal or more, so no answer is needed and the buyer may order.
 */
export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'declined',
  'withdrawn',
  'ordered',
  'not_needed',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Replaced by a newer request',
  ordered: 'Ordered',
  not_needed: 'No longer needed: the limit changed',
};

export const APPROVAL_LIMIT_MAX_CENTS = 100_000_000;
export const APPROVAL_NOTE_MAX = 500;
/** How many of a company's requests its page lists, newest first (the pending ones always). */
export const APPROVALS_LISTED = 50;

export const APPROVAL_MESSAGES = {
  notFound: 'Approval request not found.',
  adminsNeedNone: "Your company's admins need no approval to order.",
  noLimit: 'Your company asks no approval for orders.',
  withinLimit: (limit: number) =>
    `This order is within your company's approval limit of ${formatDollars(limit)}: no approval is needed.`,
  decided: 'This request has been answered already.',
  needed: (limit: number) =>
    `Orders over ${formatDollars(limit)} need your company admin's approval. Ask for it at checkout.`,
  pending: "This order is waiting for your company admin's approval.",
  declined: "Your company's admin declined this order. Change it, then ask again.",
  changed:
    'Your cart has changed since this order was approved. Ask for approval again, or put the approved lines back.',
  usedElsewhere:
    'This approval was used for another order. Ask for approval again to place this one.',
  requested: "Approval requested. Your company's admins have been e-mailed.",
  approved: 'Order approved. The buyer can now place it.',
  declinedDone: 'Order declined. The buyer has been told why.',
  limitSaved: 'Approval limit saved.',
} as const;

/** PUT /api/account/company/approval-limit (the company's admin): null asks no approval. */
export const ApprovalLimitRequestSchema = z.strictObject({
  approval_limit: z.union([
    z.null(),
    amountField('approval limit', 'The approval limit is required.').pipe(
      z
        .number()
        .int()
        .min(1, 'The approval limit must be more than $0.00.')
        .max(APPROVAL_LIMIT_MAX_CENTS, 'The approval limit is too large.'),
    ),
  ]),
});
export type ApprovalLimitRequest = z.input<typeof ApprovalLimitRequestSchema>;

/** POST /api/account/company/approvals (a buyer): approval of the cart, or of an accepted quote. */
export const RequestApprovalSchema = z.strictObject({
  quote_id: QuoteIdSchema.optional(),
  note: optionalText('note', APPROVAL_NOTE_MAX),
});
export type RequestApproval = z.input<typeof RequestApprovalSchema>;

/** POST /api/account/company/approvals/{id}/decline: why, for the buyer. */
export const DeclineApprovalSchema = z.strictObject({
  reason: z
    .string({ error: 'Say why the order is declined.' })
    .trim()
    .min(1, 'Say why the order is declined.')
    .max(APPROVAL_NOTE_MAX, `Keep the reason under ${APPROVAL_NOTE_MAX} characters.`),
});
export type DeclineApproval = z.input<typeof DeclineApprovalSchema>;

export const ApprovalParamsSchema = z.object({ id: idParam(APPROVAL_MESSAGES.notFound) });

/** One request for approval, as the company's admin and the buyer who asked see it. */
export const ApprovalSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPROVAL_STATUSES),
  buyer: z.object({ user_id: z.number().int(), name: z.string(), email: z.string() }),
  /** The lines asked for, at the prices the buyer would pay when asking. */
  lines: z.array(OrderLineSchema),
  /** The goods' total, before shipping and tax: what the limit is compared with. */
  subtotal: z.number(),
  /** The accepted quote the order pays for; null for the cart. */
  quote: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  note: z.string().nullable(),
  requested_at: z.iso.datetime({ offset: true }),
  decided_at: z.iso.datetime({ offset: true }).nullable(),
  decided_by: z.string().nullable(),
  reason: z.string().nullable(),
  /** The order placed with this approval. */
  order: z.object({ id: z.number().int(), tracking_no: z.string() }).nullable(),
});
export type Approval = z.infer<typeof ApprovalSchema>;

/** GET /api/account/company/approvals: every request of the company (admin) or one's own (buyer). */
export const ApprovalsResponseSchema = z.object({
  status: z.literal(200),
  approval_limit: z.number().nullable(),
  approvals: z.array(ApprovalSchema),
});
export type ApprovalsResponse = z.infer<typeof ApprovalsResponseSchema>;

/** Asking, approving and declining answer the request as it now stands. */
export const ApprovalResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  approval: ApprovalSchema,
});
export type ApprovalResponse = z.infer<typeof ApprovalResponseSchema>;
