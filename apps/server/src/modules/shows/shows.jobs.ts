import type { ShowReminderKind } from '@backlit/domain';
import { defineJob } from '../../platform/jobs';

/** The shows module's work after the answer; the handlers are in shows.job-handlers.ts. */

/**
 * Looks for planned orders due a reminder and queues each one's e-mail, once. Idempotent: every
 * instance queues one an hour, and a sweep running beside another queues nothing twice.
 */
export const showRemindersSweepJob = defineJob<Record<string, never>>(
  'show-reminders-sweep',
  'Find planned orders due a reminder (artwork-by, approve-by, ship-by)',
  { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 600 },
);

/** One reminder about a planned order: to its customer, or for ship-by to the shop's staff. */
export const showReminderMailJob = defineJob<{ orderId: number; kind: ShowReminderKind }>(
  'show-reminder-mail',
  'E-mail a reminder about an order planned for a show or a date',
);
