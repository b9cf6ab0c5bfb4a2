import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import type { Mailer } from '../../platform/mailer';
import type { ShopSettings } from '../../platform/shop-settings';
import { invoiceReminderMail } from './invoice-reminders.mail';
import { InvoiceRemindersService } from './invoice-reminders.service';
import { invoiceReminderMailJob, invoiceRemindersSweepJob } from './terms.jobs';
import { TermsRepository } from './terms.repository';

export interface TermsJobsDeps {
  db: Database;
  mailer: Mailer;
  shop: Pick<ShopSettings, 'get'>;
  config: Pick<Config, 'publicUrl'>;
}

/** The terms module's work after the answer: the invoice reminder sweep and its e-mails. */
export function handleTermsJobs(jobs: JobQueue, deps: TermsJobsDeps): void {
  const { db, mailer, shop, config } = deps;
  const reminders = new InvoiceRemindersService(db, jobs);
  const repository = new TermsRepository(db);

  jobs.handle(invoiceRemindersSweepJob, async (_data, job) => {
    const queued = await reminders.sweep(new Date());
    if (queued > 0) job.log.info({ queued }, 'invoice reminders queued');
  });

  jobs.handle(invoiceReminderMailJob, ({ invoiceId, kind }, job) =>
    sendMailOnce({ db, mailer, publicUrl: config.publicUrl }, job.id, async () => {
      const found = await repository.forReminder(invoiceId);
      // Paid, or cancelled with its order, since the sweep: nothing left to remind of.
      if (!found || found.invoice.status !== 'open') return undefined;
      const { invoice } = found;
      return invoiceReminderMail(
        await shop.get(),
        `${config.publicUrl}/dashboard-client/company`,
        {
          ...found,
          dueOn: invoice.dueOn,
          balanceCents: invoice.amountCents - invoice.paidCents,
        },
        kind,
      );
    }),
  );
}
