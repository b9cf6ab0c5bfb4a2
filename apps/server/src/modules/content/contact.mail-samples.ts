import type { MailSample, MailSampleInput } from '../../platform/mail-layout';
import { contactMail } from './contact.mail';

/** The contact form's message to the shop, for previews and for the tests of every kind. */
export function contactMailSamples({ shop, firstName }: MailSampleInput): MailSample[] {
  return [
    {
      kind: 'contact-form',
      message: contactMail(
        shop,
        {
          name: `${firstName} Lovelace`,
          email: 'ada@example.com',
          phone: '+1 404-555-0199',
          subject: 'Frames for a show in March',
          message:
            'Hello,\n\nWe exhibit in Las Vegas in March and need four 85 × 200 cm frames.\n\nCan you deliver to the hall by March 2?',
        },
        '203.0.113.7',
      ),
    },
  ];
}
