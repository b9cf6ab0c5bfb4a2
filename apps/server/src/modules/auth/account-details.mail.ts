import { EMAIL_CHANGE_TTL_HOURS, type ShopInfo } from '@backlit/domain';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';

/** Where the web app confirms an e-mail change; the link carries the one-time token. */
export function confirmEmailLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

/** Sent to the new address: using the link proves the customer reads that mailbox. */
export function confirmEmailMail(
  shop: ShopInfo,
  to: { newEmail: string; firstName: string },
  link: string,
): MailMessage {
  return {
    to: to.newEmail,
    subject: `Confirm your new ${shop.name} e-mail address`,
    ...renderMail(shop, {
      heading: 'Confirm your new e-mail address',
      paragraphs: [
        `Hello ${to.firstName},`,
        `You asked to sign in to ${shop.name} with this e-mail address from now on. Confirm it with the link below.`,
      ],
      action: { label: 'Confirm this e-mail address', url: link },
      notes: [
        `The link works once and expires in ${EMAIL_CHANGE_TTL_HOURS} hours.`,
        'If you did not ask for this, ignore this e-mail: nothing changes.',
      ],
    }),
  };
}

/**
 * Sent to the old address once the change is done, so a stolen account does not go unnoticed.
 * Its way back is a person: the message comes from the shop's address, so a reply reaches the
 * shop, with the phone number beside it.
 */
export function emailChangedNotice(
  shop: ShopInfo,
  to: { oldEmail: string; newEmail: string; firstName: string },
): MailMessage {
  return {
    to: to.oldEmail,
    subject: `Your ${shop.name} e-mail address was changed`,
    ...renderMail(shop, {
      heading: 'Your e-mail address was changed',
      paragraphs: [
        `Hello ${to.firstName},`,
        `Your ${shop.name} account now signs in with ${to.newEmail}. This address will no longer receive its e-mails.`,
        'Every device signed in to the account was signed out, except the one that confirmed the change, and password reset links sent to this address no longer work.',
      ],
      notes: [
        `Did not make this change? Someone else may know your password. Reply to this e-mail or call us on ${shop.phone} at once, so we can look into the account and its orders with you.`,
        'Meanwhile, change that password wherever else you use it.',
      ],
    }),
  };
}
