import { defineJob } from '../../platform/jobs';
import type { PayPalEvent } from './paypal-webhook.service';

/** The payments module's work after the answer; the handler is in payments.job-handlers.ts. */

/** A verified PayPal event, handled after the answer. */
export const paypalEventJob = defineJob<{ event: PayPalEvent }>(
  'paypal-webhook-event',
  'PayPal event',
  {
    retryLimit: 10,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
  },
);
