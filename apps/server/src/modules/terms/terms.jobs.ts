import type { InvoiceReminderKind } from '@backlit/domain';
import { defineJob } from '../../platform/jobs';

/** The terms module's work after the answer; the handlers are in terms.job-handlers.ts. */

/**
 * Looks for open invoices due soon or overdue and queues each one's reminder, once. Idempotent:
 * every instance queues one an hour, and a sweep running beside another queues nothing twice.
 */
export const invoiceRemindersSweepJob = defineJob<Record<string, never>>(
  'invoice-reminders-sweep',
  'Find invoices on account due soon or overdue',
  { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 600 },
);

/** One reminder about an invoice on account, to the buyer who ordered. */
export const invoiceReminderMailJob = defineJob<{ invoiceId: number; kind: InvoiceReminderKind }>(
  'invoice-reminder-mail',
  'E-mail a reminder about an invoice on account',
);
