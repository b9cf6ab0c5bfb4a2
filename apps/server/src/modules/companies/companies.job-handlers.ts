import type { JobQueue } from '../../platform/jobs';
import { companyInvitationMailJob, membershipReviewedMailJob } from './companies.jobs';
import type { AdminCompaniesService, CompaniesService } from './companies.service';

/** Mails invitations (with a link made only then) and the staff's verdicts on memberships. */
export function handleCompanyJobs(
  jobs: JobQueue,
  services: { companies: CompaniesService; staff: AdminCompaniesService },
): void {
  const { companies, staff } = services;
  jobs.handle(companyInvitationMailJob, ({ invitationId }, job) =>
    companies.sendInvitation(invitationId, job.id),
  );
  jobs.handle(membershipReviewedMailJob, (review, job) => staff.sendReview(review, job.id));
}
