import type { TaxCertificateReminderKind } from '@backlit/domain';
import { defineJob } from '../../platform/jobs';

/** The tax exemptions' work after the answer; the handlers are in tax-exemptions.job-handlers.ts. */

/** Tells the company's admins what staff made of an uploaded certificate. */
export const certificateReviewedMailJob = defineJob<{ certificateId: number }>(
  'tax-certificate-reviewed-mail',
  'Tax-exempt certificate approved or refused',
);

/**
 * Looks for approved certificates due an expiry reminder and queues each one's e-mail, once.
 * Idempotent: every instance queues one an hour, and the claim table keeps reminders single.
 */
export const certificateRemindersSweepJob = defineJob<Record<string, never>>(
  'tax-certificate-reminders-sweep',
  'Find tax-exempt certificates due an expiry reminder',
  { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 600 },
);

/** One expiry reminder about a certificate, to its company's admins. */
export const certificateReminderMailJob = defineJob<{
  certificateId: number;
  kind: TaxCertificateReminderKind;
}>('tax-certificate-reminder-mail', 'E-mail a tax-exempt certificate expiry reminder');
