import type { FastifyInstance } from 'fastify';
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
      // Paid since the sweep: nothing left to remind of.
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

/** How often each instance queues a sweep; a reminder is due for a whole day. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** The first sweep after a start, once the queue's workers are running. */
const FIRST_SWEEP_MS = 60 * 1000;

/**
 * Queues a reminder sweep a minute after the shop is ready and then every hour, until it closes.
 * Several instances each queue theirs: a sweep is idempotent, so the reminders still go once.
 */
export function scheduleInvoiceReminders(
  app: Pick<FastifyInstance, 'addHook' | 'jobs' | 'db' | 'log'>,
): void {
  const sweep = () =>
    app.jobs
      .enqueue(app.db, invoiceRemindersSweepJob, {})
      .catch((error: unknown) => app.log.warn({ err: error }, 'no invoice reminder sweep queued'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setTimeout(() => {
      void sweep();
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
      timer.unref();
    }, FIRST_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
