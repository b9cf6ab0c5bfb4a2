import { z } from 'zod';
import { amountField } from './amount-field';
import { blankToUndefined, optionalText, requiredText } from './fields';
import { OrderDetailSchema } from './orders';

/** The staff's moves of an order, each checked against the transitions table. */

export const ORDER_NOTE_MAX = 500;
export const CARRIER_MAX = 60;
export const SHIPMENT_TRACKING_MAX = 100;

const note = optionalText('note', ORDER_NOTE_MAX);

/** Mark in production, delivered, or cancel (which refunds what is left): only a note. */
export const OrderNoteRequestSchema = z.object({ note });
export type OrderNoteRequest = z.input<typeof OrderNoteRequestSchema>;

export const ShipOrderRequestSchema = z.object({
  carrier: requiredText('carrier', CARRIER_MAX),
  tracking_number: requiredText('tracking number', SHIPMENT_TRACKING_MAX),
  note,
});
export type ShipOrderRequest = z.input<typeof ShipOrderRequestSchema>;

/** Dollars with at most two decimals, as text or a number; in cents once parsed. */
const refundAmount = amountField('amount', 'The amount must be an amount in dollars.').pipe(
  z.number().min(1, 'The amount must be greater than 0.'),
);

/** A refund: of `amount` dollars, or of everything still refundable when it is left out. */
export const RefundOrderRequestSchema = z.object({
  amount: z.preprocess(blankToUndefined, refundAmount.optional()),
  note,
});
export type RefundOrderRequest = z.input<typeof RefundOrderRequestSchema>;

/** Every action answers with the order as it is now. */
export const OrderActionResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  order: OrderDetailSchema,
});
export type OrderActionResponse = z.infer<typeof OrderActionResponseSchema>;

/** The action endpoints, by the status they move to (for the back-office's buttons). */
export const ORDER_ACTION_PATHS = {
  in_production: 'production',
  shipped: 'ship',
  delivered: 'deliver',
  cancelled: 'cancel',
  refunded: 'refund',
} as const;
