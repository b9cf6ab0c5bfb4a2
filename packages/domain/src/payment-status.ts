import type { PaymentStatus } from './contract/orders';

/**
 * The payment state machine, beside the order's. A payment is `created` when the buyer is sent to
 * approve it; `capturing` is written before the provider is asked to take the money; a capture
 * that definitely did not happen goes back to `created` (the buyer may try again), one the buyer's
 * bank refused is `declined`, one that was never taken after a crash is `abandoned`. A captured
 * payment that cannot make its order is `refunding` (decided, not yet confirmed by the provider)
 * and then `refunded`; staff refunds move `captured` straight to `refunded`.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  created: ['capturing', 'declined'],
  capturing: ['created', 'captured', 'declined', 'abandoned'],
  captured: ['refunding', 'refunded'],
  refunding: ['refunded'],
  refunded: [],
  declined: [],
  abandoned: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** States reconciliation must still drive to an order or a refund. */
export const UNSETTLED_PAYMENT_STATUSES = ['capturing', 'captured', 'refunding'] as const;
