import type { MailSample, MailSampleInput } from '../../platform/mail-layout';
import { confirmEmailLink, confirmEmailMail, emailChangedNotice } from './account-details.mail';
import {
  emailConfirmationMail,
  passwordResetMail,
  resetPasswordLink,
  verifyEmailLink,
} from './auth.mail';

/** The account e-mails, for previews and for the tests every kind goes through. */
export function authMailSamples({ shop, publicUrl, firstName }: MailSampleInput): MailSample[] {
  const to = { email: 'ada@example.com', firstName };
  return [
    {
      kind: 'password-reset',
      message: passwordResetMail(shop, to, resetPasswordLink(publicUrl, 'sample-reset-token')),
    },
    {
      kind: 'email-confirmation',
      message: emailConfirmationMail(shop, to, verifyEmailLink(publicUrl, 'sample-verify-token')),
    },
    {
      kind: 'email-change-confirmation',
      message: confirmEmailMail(
        shop,
        { newEmail: 'ada.lovelace@example.org', firstName },
        confirmEmailLink(publicUrl, 'sample-change-token'),
      ),
    },
    {
      kind: 'email-changed-notice',
      message: emailChangedNotice(shop, {
        oldEmail: 'ada@example.com',
        newEmail: 'ada.lovelace@example.org',
        firstName,
      }),
    },
  ];
}
