import { formatMoney, type InvoiceReminderKind, type ShopInfo } from '@backlit/domain';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';
import { howToPayLines } from './remittance';

/** The invoice as a reminder names it. */
export interface RemindedInvoice {
  number: string;
  trackingNo: string;
  poNumber: string | null;
  dueOn: string;
  balanceCents: number;
  email: string;
  firstName: string;
  companyName: string;
  /** The company's admins other than the buyer, copied. */
  admins: string[];
}

/**
 * A reminder about an invoice on account: a few days before its due day, or once it is overdue
 * (when the company cannot order on account again until it is paid), to the buyer who ordered
 * with the company's admins copied. `accountPage` is the company page, where the invoices and the
 * statement are.
 */
export function invoiceReminderMail(
  shop: ShopInfo,
  accountPage: string,
  invoice: RemindedInvoice,
  kind: InvoiceReminderKind,
): MailMessage {
  const owed = formatMoney(invoice.balanceCents);
  const po = invoice.poNumber ? ` (your PO ${invoice.poNumber})` : '';
  const overdue = kind === 'overdue';
  return {
    to: invoice.email,
    ...(invoice.admins.length > 0 ? { cc: invoice.admins } : {}),
    subject: overdue
      ? `Invoice ${invoice.number} is overdue — ${owed}`
      : `Invoice ${invoice.number} is due ${invoice.dueOn} — ${owed}`,
    ...renderMail(shop, {
      heading: overdue ? 'Your invoice is overdue' : 'Your invoice is due soon',
      paragraphs: [
        `Hello ${invoice.firstName},`,
        overdue
          ? `Invoice ${invoice.number} for order ${invoice.trackingNo}${po} was due ${invoice.dueOn}, and ${owed} of it is still open. Until it is paid, ${invoice.companyName} cannot order on account; paying with PayPal stays open.`
          : `Invoice ${invoice.number} for order ${invoice.trackingNo}${po} is due ${invoice.dueOn}; ${owed} of it is still open.`,
        ...howToPayLines(shop, `invoice number ${invoice.number}`),
      ],
      action: { label: 'See your company account', url: accountPage },
      notes: [
        `Paid already? Thank you — payments can take a few days to reach us. Questions? Reply to this e-mail or call ${shop.phone}.`,
      ],
    }),
  };
}
