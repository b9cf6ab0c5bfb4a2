import type { Association } from '@backlit/domain';
import { defineJob } from '../../platform/jobs';

/** The companies module's work after the answer; the handlers are in companies.job-handlers.ts. */

/** The invitation's link: made and mailed after the answer, so no usable link is ever stored. */
export const companyInvitationMailJob = defineJob<{ invitationId: number }>(
  'company-invitation-mail',
  'Company invitation',
);
/** Tells the company's admins what staff made of a stated membership. */
export const membershipReviewedMailJob = defineJob<{
  companyId: number;
  association: Association;
  memberNumber: string;
  verified: boolean;
  reason: string | null;
}>('membership-reviewed-mail', 'Membership verified or refused');
