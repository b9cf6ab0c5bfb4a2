import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../platform/jobs';
import {
  certificateReminderMailJob,
  certificateRemindersSweepJob,
  certificateReviewedMailJob,
} from './tax-exemptions.jobs';
import type { TaxExemptionsService } from './tax-exemptions.service';

/** Mails the staff's decisions and the expiry reminders, and runs the reminders' sweep. */
export function handleTaxExemptionJobs(jobs: JobQueue, service: TaxExemptionsService): void {
  jobs.handle(certificateReviewedMailJob, ({ certificateId }, job) =>
    service.sendReview(certificateId, job.id),
  );
  jobs.handle(certificateRemindersSweepJob, async (_data, job) => {
    const queued = await service.sweep(new Date());
    if (queued > 0) job.log.info({ queued }, 'tax certificate reminders queued');
  });
  jobs.handle(certificateReminderMailJob, ({ certificateId, kind }, job) =>
    service.sendReminder(certificateId, kind, job.id),
  );
}

/** How often each instance queues a sweep; a reminder is due for a whole day. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** The first sweep after a start, once the queue's workers are running. */
const FIRST_SWEEP_MS = 90 * 1000;

/**
 * Queues a reminder sweep shortly after the shop is ready and then every hour, until it closes.
 * Several instances each queue theirs: the claim table keeps every reminder single.
 */
export function scheduleCertificateReminders(
  app: Pick<FastifyInstance, 'addHook' | 'jobs' | 'db' | 'log'>,
): void {
  const sweep = () =>
    app.jobs
      .enqueue(app.db, certificateRemindersSweepJob, {})
      .catch((error: unknown) => app.log.warn({ err: error }, 'no certificate sweep queued'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setTimeout(() => {
      void sweep();
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
      timer.unref();
    }, FIRST_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
