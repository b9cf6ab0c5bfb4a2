import type { MailSample, MailSampleInput } from '../../platform/mail-layout';
import { artworkReminderMail, newArtworkRequestedMail } from './artwork.mail';

/** The artwork module's e-mails, for previews and for the tests every kind goes through. */
export function artworkMailSamples({ shop, publicUrl, firstName }: MailSampleInput): MailSample[] {
  const order = {
    id: 1042,
    userId: 7,
    trackingNo: 'BL-2026-1042',
    status: 'paid',
    firstName,
    lastName: 'Lovelace',
    email: 'ada@example.com',
    shippedAt: null,
  };
  const orderPage = `${publicUrl}/dashboard-client/orders/1042`;
  return [
    {
      kind: 'artwork-reminder',
      message: artworkReminderMail(shop, orderPage, order, [
        'MLB Backlit Frame 85 × 200 cm',
        'Replacement fabric print, single-sided',
      ]),
    },
    {
      kind: 'artwork-new-file-requested',
      message: newArtworkRequestedMail(shop, orderPage, order, {
        filename: 'booth-wall-final.pdf',
        staffMessage:
          'The logo runs into the 10 mm bleed on the left: please move it 30 mm inwards and send the file again.',
      }),
    },
  ];
}
