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
