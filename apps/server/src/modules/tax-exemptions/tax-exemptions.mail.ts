import {
  REGIONS,
  TAX_CERTIFICATE_REMINDER_DAYS,
  type ShippingCountry,
  type ShopInfo,
  type TaxCertificateReminderKind,
} from '@backlit/domain';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';

/** A certificate as its e-mails name it. */
export interface MailedCertificate {
  form: string;
  number: string;
  country: ShippingCountry;
  region: string;
  expiresOn: string;
}

/** "Ontario", "Texas": the region as a person names it. */
export function regionName(country: ShippingCountry, code: string): string {
  return REGIONS[country].find((region) => region.code === code)?.name ?? code;
}

const described = (certificate: MailedCertificate) =>
  `${certificate.form} ${certificate.number} for ${regionName(certificate.country, certificate.region)}`;

/** To a company admin: staff approved or refused the certificate. */
export function certificateReviewedMail(
  shop: ShopInfo,
  to: { email: string; firstName: string },
  certificate: MailedCertificate & { approved: boolean; reason: string | null },
  companyUrl: string,
): MailMessage {
  const what = described(certificate);
  return {
    to: to.email,
    subject: certificate.approved
      ? `Your tax-exempt certificate ${certificate.number} is approved`
      : `Your tax-exempt certificate ${certificate.number} was not accepted`,
    ...renderMail(shop, {
      heading: certificate.approved ? 'Certificate approved' : 'Certificate not accepted',
      paragraphs: [
        `Hello ${to.firstName},`,
        certificate.approved
          ? `We approved your ${what}. Orders shipped to ${regionName(certificate.country, certificate.region)} carry no sales tax until it expires on ${certificate.expiresOn}.`
          : `We could not accept your ${what}.`,
        ...(certificate.reason ? [`Reason: ${certificate.reason}`] : []),
      ],
      action: { label: 'See your company', url: companyUrl },
      notes: certificate.approved
        ? []
        : ['You can upload a corrected certificate on your company page; we will review it again.'],
    }),
  };
}

/** To a company admin: the certificate expires soon, or today. */
export function certificateExpiryMail(
  shop: ShopInfo,
  to: { email: string; firstName: string },
  certificate: MailedCertificate,
  kind: TaxCertificateReminderKind,
  companyUrl: string,
): MailMessage {
  const what = described(certificate);
  const region = regionName(certificate.country, certificate.region);
  return {
    to: to.email,
    subject:
      kind === 'expires_today'
        ? `Your tax-exempt certificate ${certificate.number} expires today`
        : `Your tax-exempt certificate ${certificate.number} expires on ${certificate.expiresOn}`,
    ...renderMail(shop, {
      heading: kind === 'expires_today' ? 'Certificate expires today' : 'Certificate expires soon',
      paragraphs: [
        `Hello ${to.firstName},`,
        kind === 'expires_today'
          ? `Your ${what} expires today. From tomorrow, orders shipped to ${region} carry sales tax again.`
          : `Your ${what} expires on ${certificate.expiresOn}, within ${TAX_CERTIFICATE_REMINDER_DAYS} days. After that day, orders shipped to ${region} carry sales tax again.`,
        'Upload the renewed certificate on your company page so we can review it in time.',
      ],
      action: { label: 'Upload a certificate', url: companyUrl },
    }),
  };
}
