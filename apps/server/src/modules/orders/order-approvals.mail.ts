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

/** What became of a buyer's request: an admin's answer, or a limit that no longer holds it. */
export type ApprovalOutcome = 'approved' | 'declined' | 'not_needed';

/** The subject's ending, the heading and the button of each outcome's e-mail. */
const OUTCOME_WORDS: Record<ApprovalOutcome, [subject: string, heading: string, action: string]> = {
  approved: ['was approved', 'Order approved', 'Place the order'],
  declined: ['was declined', 'Order declined', 'See your requests'],
  not_needed: ['no longer needs approval', 'No approval needed', 'Place the order'],
};

/** To the buyer: what became of their request, and where to go next. */
export function approvalDecidedMail(
  shop: ShopInfo,
  to: { email: string; firstName: string },
  facts: ApprovalMailFacts & { outcome: ApprovalOutcome; decider: string; reason: string | null },
  nextPage: string,
): MailMessage {
  const [subject, heading, action] = OUTCOME_WORDS[facts.outcome];
  return {
    to: to.email,
    subject: `Your order of ${formatMoney(facts.subtotalCents)} ${subject}`,
    ...renderMail(shop, {
      heading,
      paragraphs: [
        `Hello ${to.firstName},`,
        {
          approved: `${facts.decider} approved ${what(facts)}. You can place it now.`,
          declined: `${facts.decider} declined ${what(facts)}.`,
          not_needed: `Your company's approval limit was changed, so ${what(facts)} no longer needs approval. You can place it now.`,
        }[facts.outcome],
        ...(facts.reason ? [`Reason: ${facts.reason}`] : []),
      ],
      action: { label: action, url: nextPage },
      notes:
        facts.outcome === 'approved'
          ? ['The approval holds for exactly these lines: changing them asks for a new approval.']
          : [],
    }),
  };
}
