import type { MailSample, MailSampleInput } from '../../platform/mail-layout';
import { invoiceReminderMail } from './invoice-reminders.mail';

/** The invoice reminders, for previews and for the tests every kind goes through. */
export function invoiceReminderMailSamples({
  shop,
  publicUrl,
  firstName,
}: MailSampleInput): MailSample[] {
  const invoice = {
    number: 'INV-2026-000042',
    trackingNo: 'BL-2026-1042',
    poNumber: 'PO-88172',
    dueOn: '2026-12-29',
    balanceCents: 124_950,
    email: 'ada@example.com',
    firstName,
    companyName: 'Analytical Engines',
    admins: ['accounts@example.com'],
  };
  const accountPage = `${publicUrl}/dashboard-client/company`;
  return [
    {
      kind: 'invoice-reminder-due-soon',
      message: invoiceReminderMail(shop, accountPage, invoice, 'due_soon'),
    },
    {
      kind: 'invoice-reminder-overdue',
      message: invoiceReminderMail(shop, accountPage, invoice, 'overdue'),
    },
  ];
}
