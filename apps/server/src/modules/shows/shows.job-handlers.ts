import { orderLinkPath } from '@backlit/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import type { Mailer } from '../../platform/mailer';
import type { OrderLinks } from '../../platform/order-links';
import type { ShopSettings } from '../../platform/shop-settings';
import { OPEN_ORDER_STATUSES, ProductionRepository } from './production.repository';
import {
  approveByReminderMail,
  artworkByReminderMail,
  shipByStaffMail,
} from './show-reminders.mail';
import { ShowRemindersService } from './show-reminders.service';
import { showReminderMailJob, showRemindersSweepJob } from './shows.jobs';

export interface ShowJobsDeps {
  db: Database;
  mailer: Mailer;
  shop: Pick<ShopSettings, 'get'>;
  config: Pick<Config, 'publicUrl'>;
  orderLinks: OrderLinks;
}

/** The shows module's work after the answer: the reminder sweep and its e-mails. */
export function handleShowJobs(jobs: JobQueue, deps: ShowJobsDeps): void {
  const { db, mailer, shop, config, orderLinks } = deps;
  const repository = new ProductionRepository(db);
  const reminders = new ShowRemindersService(db, jobs);
  const mail = { db, mailer, publicUrl: config.publicUrl };

  jobs.handle(showRemindersSweepJob, async (_data, job) => {
    const queued = await reminders.sweep(new Date());
    if (queued > 0) job.log.info({ queued }, 'show reminders queued');
  });

  jobs.handle(showReminderMailJob, ({ orderId, kind }, job) =>
    sendMailOnce(mail, job.id, async () => {
      const order = await repository.order(orderId);
      // Shipped, cancelled or refunded since the sweep: nothing left to remind of.
      if (!order?.plan || !OPEN_ORDER_STATUSES.includes(order.status)) return undefined;
      const plan = order.plan;
      const info = await shop.get();
      const reminded = { ...order, plan };
      if (kind === 'ship_by') {
        if (order.shipBy === null) return undefined;
        const page = `${config.publicUrl}/admin/orders/${order.id}`;
        return shipByStaffMail(info, page, reminded, order.shipBy);
      }
      const lines = (await repository.artworkOf([order.id])).get(order.id) ?? [];
      // The customer acted since the sweep (a file sent, a proof answered): no reminder.
      const waiting = kind === 'artwork_by' ? 'awaiting_file' : 'proof_waiting';
      const deadline = kind === 'artwork_by' ? plan.artwork_by : plan.approve_by;
      if (!lines.includes(waiting) || deadline === null) return undefined;
      // A guest's order is reached by a fresh private link, whose token exists only in this e-mail.
      const page =
        order.userId === null
          ? `${config.publicUrl}${orderLinkPath(await orderLinks.create(db, order.id, 'mail'))}`
          : `${config.publicUrl}/dashboard-client/orders/${order.id}`;
      return kind === 'artwork_by'
        ? artworkByReminderMail(info, page, reminded, deadline)
        : approveByReminderMail(info, page, reminded, deadline);
    }),
  );
}
