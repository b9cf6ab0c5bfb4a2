import { defineJob } from '../../platform/jobs';

/** The quotes module's work after the answer; the handlers are in quotes.job-handlers.ts. */

/** Mails a sent quote, with its PDF, to the buyer who asked for it. */
export const quoteSentMailJob = defineJob<{ quoteId: number }>('quote-sent-mail', 'Quote e-mail');

/**
 * Records a quote as expired once its last day has passed unpaid; queued when it is sent, to run
 * just after that day. Reads already answer such a quote as expired, this makes it so in the table
 * and the audit log.
 */
export const quoteExpiryJob = defineJob<{ quoteId: number }>('quote-expiry', 'Quote expiry', {
  retryLimit: 10,
  retryDelaySeconds: 300,
  expireInSeconds: 600,
});
