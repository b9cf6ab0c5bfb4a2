import { defineJob } from '../../platform/jobs';
import type { OrderChange } from './order-status.mail';

/** The orders module's work after the answer; the handlers are in orders.job-handlers.ts. */

/** The customer's confirmation of a placed order. */
export const orderConfirmationJob = defineJob<{ orderId: number }>(
  'order-confirmation-mail',
  'Order confirmation e-mail',
);
/** Paid, so invoiced: the invoice number is taken off the checkout's hot path. */
export const issueInvoiceJob = defineJob<{ orderId: number }>('issue-invoice', 'Invoice number');
/** Tells the customer what staff did with their order. */
export const orderStatusMailJob = defineJob<{ orderId: number; change: OrderChange }>(
  'order-status-mail',
  'Order status e-mail',
);

/** Looks at a payment whose capture was started, once no live request can still be waiting on it. */
export const reconcilePaymentJob = defineJob<{ paymentId: number }>(
  'reconcile-payment',
  'Payment reconciliation',
  {
    retryLimit: 20,
    retryDelaySeconds: 15,
    expireInSeconds: 120,
  },
);
/** Tells the customer the shop gave their money back because the order could not be made. */
export const paymentRefundedMailJob = defineJob<{ paymentId: number }>(
  'payment-refunded-mail',
  'Automatic refund e-mail',
);
/** A new private link to an order placed without an account, asked for by staff. */
export const orderLinkMailJob = defineJob<{ orderId: number }>(
  'order-link-mail',
  'Order link e-mail',
);
/** Asks the company's admins to approve a buyer's order over its limit. */
export const approvalRequestedMailJob = defineJob<{ approvalId: number }>(
  'approval-requested-mail',
  'Order approval request e-mail',
);
/** Tells the buyer what became of their request: their admin's answer, or no answer needed. */
export const approvalDecidedMailJob = defineJob<{ approvalId: number }>(
  'approval-decided-mail',
  'Order approval answer e-mail',
);
