import { z } from 'zod';
import { CURRENCY } from '../money';
import { PAYMENT_LEDGER_PROVIDERS } from './checkout';
import { PageNumberSchema } from './fields';
import { PAYMENT_STATUSES } from './orders';

// ---------------------------------------------------------------------------------------------
// Place-order when the money was taken but the order could not be finished in that request.

export const PAYMENT_RECEIVED_PENDING =
  'Payment received — we are finishing your order. You will get an e-mail as soon as it is done.';

/**
 * 202 from place-order: the provider took the money but the order could not be written just
 * then. The shop finishes it by itself within minutes (the order, or a full refund) and e-mails
 * the customer; the page follows it with the payment's outcome below.
 */
export const PlaceOrderPendingSchema = z.object({
  status: z.literal(202),
  message: z.string(),
  payment_order_id: z.string(),
});
export type PlaceOrderPending = z.infer<typeof PlaceOrderPendingSchema>;

// GET /api/checkout/payments/:payment_order_id (the customer's own payment)

export const PaymentOutcomeParamsSchema = z.object({
  payment_order_id: z.string().trim().min(1).max(200),
});

export const PaymentOutcomeSchema = z.object({
  payment_order_id: z.string(),
  state: z.enum(PAYMENT_STATUSES),
  /** True once nothing more will happen by itself: an order exists, or the money is back. */
  settled: z.boolean(),
  order_id: z.number().int().nullable(),
  tracking_no: z.string().nullable(),
  /** Why the shop refunded it by itself, when it did. */
  note: z.string().nullable(),
});
export type PaymentOutcome = z.infer<typeof PaymentOutcomeSchema>;

export const PaymentOutcomeResponseSchema = z.object({
  status: z.literal(200),
  payment: PaymentOutcomeSchema,
});
export type PaymentOutcomeResponse = z.infer<typeof PaymentOutcomeResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/admin/payments?state&provider&page — staff see every payment by state and by how it
// was paid.

export const ADMIN_PAYMENTS_PER_PAGE = 30;

export const AdminPaymentsQuerySchema = z.object({
  page: PageNumberSchema,
  state: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment state.' }).optional(),
  provider: z.enum(PAYMENT_LEDGER_PROVIDERS, { error: 'Unknown payment method.' }).optional(),
});
export type AdminPaymentsQuery = z.input<typeof AdminPaymentsQuerySchema>;

export const AdminPaymentSchema = z.object({
  id: z.number().int(),
  provider: z.enum(PAYMENT_LEDGER_PROVIDERS),
  provider_order_id: z.string(),
  customer_email: z.string(),
  /** Dollars. */
  amount: z.number(),
  currency: z.literal(CURRENCY),
  state: z.enum(PAYMENT_STATUSES),
  note: z.string().nullable(),
  order_id: z.number().int().nullable(),
  tracking_no: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

export const AdminPaymentsResponseSchema = z.object({
  status: z.literal(200),
  payments: z.array(AdminPaymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /**
   * How many payments are in each state, for the state tabs: counted within the chosen method, so
   * "Captured" under PayPal counts only PayPal's captures.
   */
  counts: z.record(z.enum(PAYMENT_STATUSES), z.number().int()),
  /** How many payments each method holds, counted within the chosen state, for the method filter. */
  provider_counts: z.record(z.enum(PAYMENT_LEDGER_PROVIDERS), z.number().int()),
});
export type AdminPaymentsResponse = z.infer<typeof AdminPaymentsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/admin/jobs/failed and POST /api/admin/jobs/:id/retry — work after the answer that
// ran out of retries, for staff to see and try again.

export const FailedJobSchema = z.object({
  id: z.uuid(),
  /** What the job was for, e.g. "Order confirmation e-mail". */
  label: z.string(),
  /** Which order, customer or event it concerned, in words. */
  subject: z.string(),
  /** The last attempt's error. */
  error: z.string(),
  attempts: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  failed_at: z.iso.datetime({ offset: true }),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const FailedJobsResponseSchema = z.object({
  status: z.literal(200),
  jobs: z.array(FailedJobSchema),
});
export type FailedJobsResponse = z.infer<typeof FailedJobsResponseSchema>;

export const JobParamsSchema = z.object({ id: z.uuid({ error: 'Unknown job.' }) });
