import { defineJob } from '../../platform/jobs';

/**
 * The auth module's work after the answer: e-mails with links, made and sent by a job so the
 * answer never waits for the mail server. The handlers are in auth.job-handlers.ts.
 */

/** A reset link asked for an address: looked up, made and mailed after the answer. */
export const passwordResetMailJob = defineJob<{ email: string }>(
  'password-reset-mail',
  'Password reset e-mail',
);

/** A link that confirms the account's address, made and mailed after the answer. */
export const emailConfirmationMailJob = defineJob<{ userId: number }>(
  'email-confirmation-mail',
  'E-mail address confirmation',
);

/** The confirmation link for a new address: made and mailed after the answer. */
export const emailChangeMailJob = defineJob<{ userId: number; newEmail: string }>(
  'email-change-mail',
  'E-mail address confirmation link',
);
/** Tells the old address that the account's address changed. */
export const emailChangedNoticeJob = defineJob<{
  oldEmail: string;
  newEmail: string;
  firstName: string;
}>('email-changed-notice', 'Notice of a changed e-mail address');
