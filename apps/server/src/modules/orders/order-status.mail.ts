import { formatMoney, type ShopInfo } from '@backlit/domain';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';
import type { OrderRow } from './orders.repository';

/** What changed, as the customer is told. */
export type OrderChange =
  | { kind: 'in_production' }
  | { kind: 'shipped'; carrier: string; trackingNumber: string }
  | { kind: 'delivered' }
  | { kind: 'cancelled'; refundedCents: number; voidedInvoice?: string | undefined }
  | {
      kind: 'refunded';
      refundedCents: number;
      remainingCents: number;
      /** For an order placed on account: the credit note issued against its invoice. */
      creditNote?: { number: string; invoice: string } | undefined;
    };

function content(order: OrderRow, change: OrderChange): { subject: string; paragraphs: string[] } {
  const number = order.trackingNo;
  switch (change.kind) {
    case 'in_production':
      return {
        subject: `Your order ${number} is in production`,
        paragraphs: [`We have started producing your order ${number}.`],
      };
    case 'shipped':
      return {
        subject: `Your order ${number} has shipped`,
        paragraphs: [
          `Your order ${number} is on its way.`,
          `Carrier: ${change.carrier}`,
          `Tracking number: ${change.trackingNumber}`,
        ],
      };
    case 'delivered':
      return {
        subject: `Your order ${number} was delivered`,
        paragraphs: [`Your order ${number} has been delivered. Thank you for shopping with us.`],
      };
    case 'cancelled':
      return {
        subject: `Your order ${number} was cancelled`,
        paragraphs: [
          `Your order ${number} has been cancelled.`,
          ...(change.refundedCents > 0
            ? [
                `We have refunded ${formatMoney(change.refundedCents, { code: true })} to your payment method.`,
              ]
            : []),
          ...(change.voidedInvoice
            ? [`Its invoice ${change.voidedInvoice} is cancelled too: nothing is owed on it.`]
            : []),
        ],
      };
    case 'refunded': {
      const refunded = formatMoney(change.refundedCents, { code: true });
      const rest =
        change.remainingCents === 0
          ? 'Your order is now fully refunded.'
          : `The rest of your order (${formatMoney(change.remainingCents, { code: true })}) stands.`;
      if (change.creditNote) {
        const { number: note, invoice } = change.creditNote;
        return {
          subject: `A credit note for your order ${number}`,
          paragraphs: [
            `We have issued credit note ${note} of ${refunded} against invoice ${invoice} for your order ${number}: the invoice now asks for that much less.`,
            rest,
          ],
        };
      }
      return {
        subject: `A refund for your order ${number}`,
        paragraphs: [
          `We have refunded ${refunded} for your order ${number} to your payment method.`,
          rest,
        ],
      };
    }
  }
}

/** The e-mail a customer gets when staff move their order on. */
export function orderStatusMail(shop: ShopInfo, order: OrderRow, change: OrderChange): MailMessage {
  const { subject, paragraphs } = content(order, change);
  return {
    to: order.email,
    subject,
    ...renderMail(shop, {
      heading: subject,
      paragraphs: [`Hello ${order.firstName},`, ...paragraphs],
      notes: [`Questions about your order? Reply to this e-mail or call ${shop.phone}.`],
    }),
  };
}
