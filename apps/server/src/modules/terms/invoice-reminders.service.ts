import { addDays, INVOICE_DUE_SOON_DAYS } from '@backlit/domain';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { PlannerCalendarService } from '../shows';
import { invoiceReminderMailJob } from './terms.jobs';
import { TermsRepository } from './terms.repository';

/**
 * Finds the open invoices due a reminder at `now` — due within a few days, or overdue — and
 * queues each reminder's e-mail once: the reminder is recorded in the transaction that queues
 * its e-mail, and one recorded already is skipped. Answers how many it queued.
 */
export class InvoiceRemindersService {
  private readonly repository: TermsRepository;
  private readonly calendar: PlannerCalendarService;

  constructor(
    db: Database,
    private readonly jobs: JobQueue,
  ) {
    this.repository = new TermsRepository(db);
    this.calendar = new PlannerCalendarService(db);
  }

  async sweep(now: Date): Promise<number> {
    // Due and overdue by the shop's calendar: at 10 pm on the due day it is not overdue yet.
    const today = await this.calendar.dayAt(now);
    const due = await this.repository.openDueBy(addDays(today, INVOICE_DUE_SOON_DAYS));
    let queued = 0;
    for (const invoice of due) {
      // Past its due day only the overdue reminder is worth sending.
      const kind = invoice.dueOn < today ? 'overdue' : 'due_soon';
      const claimed = await this.repository.transaction(async (repository) => {
        if (!(await repository.claimReminder(invoice.id, kind))) return false;
        await this.jobs.enqueue(repository.db, invoiceReminderMailJob, {
          invoiceId: invoice.id,
          kind,
        });
        return true;
      });
      if (claimed) queued += 1;
    }
    return queued;
  }
}
