import type { MailSample, MailSampleInput } from '../../platform/mail-layout';
import { reviewRequestMail } from './review-request.mail';

/** The review request, for previews and for the tests every kind goes through. */
export function reviewMailSamples({ shop, publicUrl, firstName }: MailSampleInput): MailSample[] {
  return [
    {
      kind: 'review-request',
      message: reviewRequestMail(
        shop,
        publicUrl,
        { trackingNo: 'BL-2026-1042', email: 'ada@example.com', firstName },
        [
          { name: 'MLB Backlit Frame 85 × 200 cm', slug: 'mlb-backlit-frame-85x200' },
          { name: 'Replacement fabric print, single-sided', slug: 'fabric-print-85x200' },
        ],
      ),
    },
  ];
}
