import {
  COMPANY_INVITATION_TTL_DAYS,
  COMPANY_ROLE_LABELS,
  type Association,
  type CompanyRole,
  type ShopInfo,
} from '@backlit/domain';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';

/** Where the web app opens an invitation; the link carries the one-time token. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/company-invitation?token=${encodeURIComponent(token)}`;
}

/** To the invited address: who invites them, to which company, as what. */
export function invitationMail(
  shop: ShopInfo,
  invitation: { email: string; role: CompanyRole; companyName: string; inviter: string },
  link: string,
): MailMessage {
  const role = COMPANY_ROLE_LABELS[invitation.role].toLowerCase();
  return {
    to: invitation.email,
    subject: `${invitation.inviter} invites you to buy for ${invitation.companyName} at ${shop.name}`,
    ...renderMail(shop, {
      heading: `Join ${invitation.companyName} at ${shop.name}`,
      paragraphs: [
        'Hello,',
        `${invitation.inviter} invites you to join ${invitation.companyName}'s trade account at ${shop.name} as ${role === 'admin' ? 'an admin' : 'a buyer'}: you will share its address book, and its orders are seen by its admins.`,
        `Sign in or register with this e-mail address (${invitation.email}), then accept the invitation.`,
      ],
      action: { label: 'See the invitation', url: link },
      notes: [
        `The link works once and expires in ${COMPANY_INVITATION_TTL_DAYS} days.`,
        'If you do not know this company, ignore this e-mail: nothing happens.',
      ],
    }),
  };
}

/** To the company's admins: what staff made of a stated association membership. */
export function membershipReviewedMail(
  shop: ShopInfo,
  review: {
    to: string;
    firstName: string;
    companyName: string;
    association: Association;
    memberNumber: string;
    verified: boolean;
    reason: string | null;
  },
  accountUrl: string,
): MailMessage {
  const what = `${review.association} membership ${review.memberNumber}`;
  return {
    to: review.to,
    subject: review.verified
      ? `Your ${review.association} membership is verified`
      : `Your ${review.association} membership could not be verified`,
    ...renderMail(shop, {
      heading: review.verified ? 'Membership verified' : 'Membership not verified',
      paragraphs: [
        `Hello ${review.firstName},`,
        review.verified
          ? `We checked ${companyPossessive(review.companyName)} ${what}: it is verified.`
          : `We could not verify ${companyPossessive(review.companyName)} ${what}.`,
        ...(review.reason ? [`Reason: ${review.reason}`] : []),
      ],
      action: { label: 'See your company', url: accountUrl },
      notes: review.verified
        ? []
        : ['You can correct the member number on your company page; we will check it again.'],
    }),
  };
}

function companyPossessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}
