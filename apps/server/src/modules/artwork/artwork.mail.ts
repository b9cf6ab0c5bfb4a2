import { ARTWORK_REMINDER_DAYS, ARTWORK_RETENTION_MONTHS, type ShopInfo } from '@backlit/domain';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';
import type { ArtworkOrderRow } from './artwork.repository';

/**
 * Two days after payment, a printed line still has no file. `orderPage` is the order's page: in
 * the account, or its private link for an order placed without one.
 */
export function artworkReminderMail(
  shop: ShopInfo,
  orderPage: string,
  order: ArtworkOrderRow,
  missing: string[],
): MailMessage {
  return {
    to: order.email,
    subject: `We are waiting for your artwork — order ${order.trackingNo}`,
    ...renderMail(shop, {
      heading: 'Your print file is still missing',
      paragraphs: [
        `Hello ${order.firstName},`,
        `${ARTWORK_REMINDER_DAYS} days after your payment we still have no print file for: ${missing.join('; ')}. We print as soon as your file is approved.`,
        'Upload it on your order page: it is checked at once against our print rules, and you see a proof.',
      ],
      action: { label: 'Upload your artwork', url: orderPage },
      notes: [
        `Files are kept ${ARTWORK_RETENTION_MONTHS} months after delivery, then deleted. Questions? Reply to this e-mail or call ${shop.phone}.`,
      ],
    }),
  };
}

/** Staff looked at a file and need a new one. */
export function newArtworkRequestedMail(
  shop: ShopInfo,
  orderPage: string,
  order: ArtworkOrderRow,
  file: { filename: string; staffMessage: string | null },
): MailMessage {
  return {
    to: order.email,
    subject: `Please send a new print file — order ${order.trackingNo}`,
    ...renderMail(shop, {
      heading: 'We need a new print file',
      paragraphs: [
        `Hello ${order.firstName},`,
        `Our studio looked at ${file.filename} and cannot print it as it is:`,
        file.staffMessage ?? '',
        'Upload a corrected file on your order page; it is checked again at once.',
      ],
      action: { label: 'Upload a new file', url: orderPage },
      notes: [`Questions? Reply to this e-mail or call ${shop.phone}.`],
    }),
  };
}
