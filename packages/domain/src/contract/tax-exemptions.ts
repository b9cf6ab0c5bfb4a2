import { z } from 'zod';
import { REGIONS, SHIPPING_COUNTRIES } from '../regions';
import { addCalendarDays, isIsoDate, type IsoDate } from '../working-days';
import { DAY_OUT_OF_RANGE, idParam, isDayInRange, requiredText } from './fields';

// ---------------------------------------------------------------------------------------------
// Tax-exempt resale certificates: a company that resells what it buys sends the shop its
// certificate for a state or province; once staff approve it, orders shipped there carry no
// sales tax until the certificate expires.

export const TAX_CERTIFICATE_FORMS = [
  'Multistate (MTC)',
  'SST',
  'Resale certificate',
  'Exemption certificate',
] as const;
export type TaxCertificateForm = (typeof TAX_CERTIFICATE_FORMS)[number];

/** As stored: waiting for staff, approved, or refused with a reason. */
export const TAX_CERTIFICATE_STATUSES = ['pending', 'approved', 'refused'] as const;
export type TaxCertificateStatus = (typeof TAX_CERTIFICATE_STATUSES)[number];
/** As shown: an approved certificate past its expiry date no longer exempts anything. */
export type TaxCertificateState = TaxCertificateStatus | 'expired';
export const TAX_CERTIFICATE_STATE_LABELS: Record<TaxCertificateState, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  refused: 'Refused',
  expired: 'Expired',
};

/** A certificate is a scanned form or two: a few megabytes at most. */
export const TAX_CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const TAX_CERTIFICATE_NUMBER_MAX = 40;
export const TAX_CERTIFICATE_REASON_MAX = 500;
/** The company's admins hear of a coming expiry this many days ahead, and on the day. */
export const TAX_CERTIFICATE_REMINDER_DAYS = 30;

export const TAX_CERTIFICATE_REMINDER_KINDS = ['expires_soon', 'expires_today'] as const;
export type TaxCertificateReminderKind = (typeof TAX_CERTIFICATE_REMINDER_KINDS)[number];

export const TAX_CERTIFICATE_MESSAGES = {
  notPdf: 'The certificate must be a PDF file.',
  tooLarge: `The certificate may be at most ${TAX_CERTIFICATE_MAX_BYTES / 1024 / 1024} MB.`,
  fileRequired: 'Attach the certificate as a PDF.',
  expired: 'This certificate has already expired.',
  notFound: 'Certificate not found.',
  notPending: 'This certificate was already reviewed.',
} as const;

const COUNTRY_MESSAGE = 'Choose the United States or Canada.';
const REGION_MESSAGE = 'Choose the state or province the certificate is for.';

/**
 * The upload form's text fields (multipart, beside the `file` part). Whether the expiry date has
 * passed is the server's to say: it knows the shop's day.
 */
export const TaxCertificateFieldsSchema = z
  .object({
    form: z.enum(TAX_CERTIFICATE_FORMS, {
      error: `The form must be one of ${TAX_CERTIFICATE_FORMS.join(', ')}.`,
    }),
    number: requiredText('certificate number', TAX_CERTIFICATE_NUMBER_MAX),
    country: z.enum(SHIPPING_COUNTRIES, { error: COUNTRY_MESSAGE }),
    state: z.string({ error: REGION_MESSAGE }).trim().toUpperCase(),
    expires_on: z
      .string({ error: 'The expiry date is required.' })
      .refine(isIsoDate, 'Enter the expiry date as YYYY-MM-DD.'),
  })
  .superRefine((value, context) => {
    if (!REGIONS[value.country].some((region) => region.code === value.state)) {
      context.addIssue({ code: 'custom', path: ['state'], message: REGION_MESSAGE });
    }
  });
export type TaxCertificateFields = z.infer<typeof TaxCertificateFieldsSchema>;

export const TaxCertificateSchema = z.object({
  id: z.number().int(),
  form: z.enum(TAX_CERTIFICATE_FORMS),
  number: z.string(),
  country: z.enum(SHIPPING_COUNTRIES),
  state: z.string(),
  expires_on: z.iso.date(),
  status: z.enum([...TAX_CERTIFICATE_STATUSES, 'expired']),
  reason: z.string().nullable(),
  uploaded_at: z.iso.datetime({ offset: true }),
  reviewed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TaxCertificate = z.infer<typeof TaxCertificateSchema>;

export const TaxCertificatesResponseSchema = z.object({
  status: z.literal(200),
  certificates: z.array(TaxCertificateSchema),
});
export const TaxCertificateResponseSchema = z.object({
  status: z.union([z.literal(200), z.literal(201)]),
  message: z.string().optional(),
  certificate: TaxCertificateSchema,
});

export const TaxCertificateParamsSchema = z.object({
  id: idParam(TAX_CERTIFICATE_MESSAGES.notFound),
});

/** The back-office's list: a certificate with the company it belongs to. */
export const AdminTaxCertificateSchema = TaxCertificateSchema.extend({
  company: z.object({ id: z.number().int(), name: z.string() }),
});
export type AdminTaxCertificate = z.infer<typeof AdminTaxCertificateSchema>;

export const AdminTaxCertificatesQuerySchema = z.object({
  status: z
    .enum(TAX_CERTIFICATE_STATUSES, { error: 'Unknown status.' })
    .optional()
    .default('pending'),
});
export const AdminTaxCertificatesResponseSchema = z.object({
  status: z.literal(200),
  certificates: z.array(AdminTaxCertificateSchema),
});
export const AdminTaxCertificateResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  certificate: AdminTaxCertificateSchema,
});

export const RefuseTaxCertificateRequestSchema = z.strictObject({
  reason: requiredText('reason', TAX_CERTIFICATE_REASON_MAX),
});

/** GET /api/admin/tax-exemptions/export?month=2026-11: the exempt sales of one month. */
export const TaxExemptionExportQuerySchema = z.object({
  month: z
    .string({ error: 'The month is required (YYYY-MM).' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Enter the month as YYYY-MM.', abort: true })
    // The same span as the date filters, so that the month after it is still a four-digit year.
    .refine((month) => isDayInRange(`${month}-01`), DAY_OUT_OF_RANGE),
});

/** What exempted an order (or a cart's estimate) from a region's sales tax. */
export const TaxExemptionSchema = z.object({
  certificate_number: z.string(),
  form: z.enum(TAX_CERTIFICATE_FORMS),
  country: z.enum(SHIPPING_COUNTRIES),
  state: z.string(),
});
export type TaxExemption = z.infer<typeof TaxExemptionSchema>;

/** "Exempt — certificate RC-1234 (ON)", as the invoice and checkout put it. */
export function taxExemptionLabel(exemption: { certificate_number: string; state: string }) {
  return `Exempt — certificate ${exemption.certificate_number} (${exemption.state})`;
}

/** Whether a certificate expiring on `expiresOn` still exempts on `today` (its last day included). */
export function certificateValidOn(expiresOn: IsoDate, today: IsoDate): boolean {
  return expiresOn >= today;
}

/** The reminder due on `today` about a certificate expiring on `expiresOn`, if any. */
export function dueCertificateReminder(
  expiresOn: IsoDate,
  today: IsoDate,
): TaxCertificateReminderKind | undefined {
  if (expiresOn === today) return 'expires_today';
  if (expiresOn > today && expiresOn <= addCalendarDays(today, TAX_CERTIFICATE_REMINDER_DAYS)) {
    return 'expires_soon';
  }
  return undefined;
}
