import type { JobQueue } from '../../platform/jobs';
import type { AccountDetailsService } from './account-details.service';
import {
  emailChangedNoticeJob,
  emailChangeMailJob,
  emailConfirmationMailJob,
  passwordResetMailJob,
} from './auth.jobs';
import type { AuthService } from './auth.service';

/** Sends the reset and confirmation links the sign-in routes ask for. */
export function handleAuthJobs(jobs: JobQueue, service: AuthService): void {
  jobs.handle(passwordResetMailJob, ({ email }, job) => service.sendResetLink(email, job.id));
  jobs.handle(emailConfirmationMailJob, ({ userId }, job) =>
    service.sendConfirmationLink(userId, job.id),
  );
}

/** Sends the new address its confirmation link, and the old one its notice. */
export function handleAccountDetailsJobs(jobs: JobQueue, service: AccountDetailsService): void {
  jobs.handle(emailChangeMailJob, ({ userId, newEmail }, job) =>
    service.sendEmailChangeLink(userId, newEmail, job.id),
  );
  jobs.handle(emailChangedNoticeJob, (notice, job) =>
    service.sendEmailChangedNotice(notice, job.id),
  );
}
