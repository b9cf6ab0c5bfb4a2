import { formatMoney, type ShopInfo } from '@backlit/domain';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';

/** Where the buyer opens their quote in the web app. */
export function quotePageLink(publicUrl: string, quoteId: number): string {
  return `${publicUrl}/dashboard-client/quotes/${quoteId}`;
}

/** To the buyer: their quote is priced, what it comes to, until when; the PDF attached. */
export function quoteSentMail(
  shop: ShopInfo,
  quote: {
    to: string;
    firstName: string;
    number: string;
    totalCents: number;
    expiresOn: string;
    pdf: { filename: string; bytes: Uint8Array };
  },
  link: string,
): MailMessage {
  return {
    to: quote.to,
    subject: `Your quote ${quote.number} from ${shop.name}`,
    ...renderMail(shop, {
      heading: `Your quote ${quote.number} is ready`,
      paragraphs: [
        `Hello ${quote.firstName},`,
        `We have priced your quote: ${formatMoney(quote.totalCents)} with shipping, before sales tax, which checkout adds for the address you ship to. The quote is attached as a PDF.`,
        `Accept it on its page and check out to order exactly these lines at these prices. It can be paid until ${quote.expiresOn}.`,
      ],
      action: { label: 'See your quote', url: link },
      notes: ['If you no longer need it, decline it on the same page.'],
    }),
    attachments: [
      {
        filename: quote.pdf.filename,
        content: Buffer.from(quote.pdf.bytes).toString('base64'),
        contentType: 'application/pdf',
        encoding: 'base64',
      },
    ],
  };
}
