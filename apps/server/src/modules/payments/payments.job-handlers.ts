import type { JobQueue } from '../../platform/jobs';
import { paypalEventJob } from './payments.jobs';
import type { PayPalWebhookService } from './paypal-webhook.service';

/** Applies the PayPal events the webhook accepted. */
export function handlePaymentJobs(jobs: JobQueue, webhooks: PayPalWebhookService): void {
  jobs.handle(paypalEventJob, ({ event }) => webhooks.apply(event));
}
