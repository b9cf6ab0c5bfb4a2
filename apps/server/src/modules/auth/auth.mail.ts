import {
  EMAIL_CONFIRMATION_TTL_DAYS,
  PASSWORD_RESET_TTL_MINUTES,
  type ShopInfo,
} from '@backlit/domain';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';

/** Where the web app's reset page lives; the link carries the one-time token. */
export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

function ttlPhrase(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

export function passwordResetMail(
  shop: ShopInfo,
  to: { email: string; firstName: string },
  link: string,
): MailMessage {
  const ttl = ttlPhrase(PASSWORD_RESET_TTL_MINUTES);
  return {
    to: to.email,
    subject: `Reset your ${shop.name} password`,
    ...renderMail(shop, {
      heading: 'Reset your password',
      paragraphs: [
        `Hello ${to.firstName},`,
        `Someone (we hope you) asked to reset the password of your ${shop.name} account. Choose a new password with the link below.`,
      ],
      action: { label: 'Choose a new password', url: link },
      notes: [
        `The link works once and expires in ${ttl}.`,
        'If you did not ask for this, ignore this e-mail. Your password stays as it is.',
      ],
    }),
  };
}

/** Where the web app's confirmation page lives; the link carries the one-time token. */
export function verifyEmailLink(publicUrl: string, token: string): string {
  return `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

/**
 * Sent when orders placed at the address without an account wait for the account: confirming
 * the address adds them to it.
 */
export function emailConfirmationMail(
  shop: ShopInfo,
  to: { email: string; firstName: string },
  link: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Confirm your e-mail address at ${shop.name}`,
    ...renderMail(shop, {
      heading: 'Confirm your e-mail address',
      paragraphs: [
        `Hello ${to.firstName},`,
        `Orders were placed at ${shop.name} with ${to.email} without an account. Confirm that this address is yours, and they join your account: you follow them and send their artwork from there.`,
      ],
      action: { label: 'Confirm my e-mail address', url: link },
      notes: [
        `The link works once and expires in ${EMAIL_CONFIRMATION_TTL_DAYS} days.`,
        'If you did not create this account, ignore this e-mail: nothing is added to it.',
      ],
    }),
  };
}
