import { formatMoney, type ShopInfo } from '@backlit/domain';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';

/** The shop took a payment, could not make its order, and gave the money back in full. */
export function paymentRefundedMail(
  shop: ShopInfo,
  refund: {
    email: string;
    firstName: string;
    amountCents: number;
    reason: string;
    paymentReference: string;
  },
): MailMessage {
  const subject = `Your payment to ${shop.name} has been refunded`;
  return {
    to: refund.email,
    subject,
    ...renderMail(shop, {
      heading: 'We have refunded your payment',
      paragraphs: [
        `Hello ${refund.firstName},`,
        refund.reason,
        `We have refunded your payment of ${formatMoney(refund.amountCents, { code: true })} in full (payment ${refund.paymentReference}). Depending on your bank it shows on your statement within a few days.`,
        'Nothing else is needed from you. You are welcome to order again.',
      ],
      notes: [`Questions? Reply to this e-mail or call ${shop.phone}.`],
    }),
  };
}
