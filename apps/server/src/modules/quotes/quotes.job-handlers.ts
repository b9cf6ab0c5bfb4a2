import type { JobQueue } from '../../platform/jobs';
import { quoteExpiryJob, quoteSentMailJob } from './quotes.jobs';
import type { StaffQuotesService } from './quotes.service';

/** Mails sent quotes and records the ones that expired. */
export function handleQuoteJobs(jobs: JobQueue, staff: StaffQuotesService): void {
  jobs.handle(quoteSentMailJob, ({ quoteId }, job) => staff.sendMail(quoteId, job.id));
  jobs.handle(quoteExpiryJob, ({ quoteId }) => staff.expire(quoteId));
}
