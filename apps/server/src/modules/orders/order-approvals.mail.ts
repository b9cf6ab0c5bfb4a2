import { formatMoney, type ShopInfo } from '@backlit/domain';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';

/** What an e-mail about a request for approval says of it. */
export interface ApprovalMailFacts {
  buyer: string;
  subtotalCents: number;
  lines: { name: string; quantity: number }[];
  quoteNumber: string | null;
  note: string | null;
}

const what = (facts: ApprovalMailFacts) =>
  facts.quoteNumber
    ? `quote ${facts.quoteNumber} (${formatMoney(facts.subtotalCents)} before shipping and tax)`
    : `an order of ${formatMoney(facts.subtotalCents)} before shipping and tax`;

/** To each admin of the company: a buyer asks them to approve an order over the limit. */
export function approvalRequestedMail(
  shop: ShopInfo,
  to: { email: string; firstName: string },
  facts: ApprovalMailFacts,
  companyPage: string,
): MailMessage {
  return {
    to: to.email,
    subject: `${facts.buyer} asks you to approve an order of ${formatMoney(facts.subtotalCents)}`,
    ...renderMail(shop, {
      heading: 'An order is waiting for your approval',
      paragraphs: [
        `Hello ${to.firstName},`,
        `${facts.buyer} asks you to approve ${what(facts)}, which is over your company's approval limit:`,
        ...facts.lines.map((line) => `${line.quantity} × ${line.name}`),
        ...(facts.note ? [`Their note: ${facts.note}`] : []),
      ],
      action: { label: 'Approve or decline', url: companyPage },
      notes: ['Nothing is ordered until you approve it and the buyer places the order.'],
    }),
  };
}

/** To the buyer: what their company's admin made of their request. */
export function approvalDecidedMail(
  shop: ShopInfo,
  to: { email: string; firstName: string },
  facts: ApprovalMailFacts & { approved: boolean; decider: string; reason: string | null },
  nextPage: string,
): MailMessage {
  return {
    to: to.email,
    subject: facts.approved
      ? `Your order of ${formatMoney(facts.subtotalCents)} was approved`
      : `Your order of ${formatMoney(facts.subtotalCents)} was declined`,
    ...renderMail(shop, {
      heading: facts.approved ? 'Order approved' : 'Order declined',
      paragraphs: [
        `Hello ${to.firstName},`,
        facts.approved
          ? `${facts.decider} approved ${what(facts)}. You can place it now.`
          : `${facts.decider} declined ${what(facts)}.`,
        ...(facts.reason ? [`Reason: ${facts.reason}`] : []),
      ],
      action: facts.approved
        ? { label: 'Place the order', url: nextPage }
        : { label: 'See your requests', url: nextPage },
      notes: facts.approved
        ? ['The approval holds for exactly these lines: changing them asks for a new approval.']
        : [],
    }),
  };
}
