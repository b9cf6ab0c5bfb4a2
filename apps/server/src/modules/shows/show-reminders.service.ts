import { dueShowReminders, zonedDateTime } from '@backlit/domain';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { PlannerCalendarService } from './calendar.service';
import { ProductionRepository } from './production.repository';
import { showReminderMailJob } from './shows.jobs';

/**
 * Finds the open planned orders due a reminder at `now` and queues each reminder's e-mail once:
 * the reminder is recorded in the transaction that queues its e-mail, and a reminder recorded
 * already (by an earlier sweep or one running beside this) is skipped. Answers how many it queued.
 */
export class ShowRemindersService {
  private readonly repository: ProductionRepository;
  private readonly calendars: PlannerCalendarService;

  constructor(
    db: Database,
    private readonly jobs: JobQueue,
  ) {
    this.repository = new ProductionRepository(db);
    this.calendars = new PlannerCalendarService(db);
  }

  async sweep(now: Date): Promise<number> {
    const calendar = await this.calendars.calendar();
    const today = zonedDateTime(now, calendar.timeZone).date;
    const planned = (await this.repository.openOrders()).filter((order) => order.plan !== null);
    const artwork = await this.repository.artworkOf(planned.map((order) => order.id));
    let queued = 0;
    for (const order of planned) {
      const due = dueShowReminders(
        {
          artworkBy: order.plan!.artwork_by,
          approveBy: order.plan!.approve_by,
          shipBy: order.shipBy,
          lines: artwork.get(order.id) ?? [],
        },
        today,
        calendar.closures,
      );
      for (const { kind, deadline } of due) {
        const claimed = await this.repository.transaction(async (repository, tx) => {
          if (!(await repository.claimReminder(order.id, kind, deadline))) return false;
          await this.jobs.enqueue(tx, showReminderMailJob, { orderId: order.id, kind });
          return true;
        });
        if (claimed) queued += 1;
      }
    }
    return queued;
  }
}
