import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { defineJob, type JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import type { Mailer } from '../../platform/mailer';
import type { ShopSettings } from '../../platform/shop-settings';
import { InvoicesRepository } from './invoices.repository';
import { orderConfirmationMail } from './order.mail';
import { orderStatusMail, type OrderChange } from './order-status.mail';

/** The customer's confirmation of a placed order. */
export const orderConfirmationJob = defineJob<{ orderId: number }>('order-confirmation-mail');
/** Paid, so invoiced: the invoice number is taken off the checkout's hot path. */
export const issueInvoiceJob = defineJob<{ orderId: number }>('issue-invoice');
/** Tells the customer what staff did with their order. */
export const orderStatusMailJob = defineJob<{ orderId: number; change: OrderChange }>(
  'order-status-mail',
);

export interface OrderJobsDeps {
  db: Database;
  mailer: Mailer;
  shop: Pick<ShopSettings, 'get'>;
  config: Pick<Config, 'publicUrl'>;
}

/** The orders module's work after the answer. */
export function handleOrderJobs(jobs: JobQueue, deps: OrderJobsDeps): void {
  const { db, mailer, shop, config } = deps;
  const mail = { db, mailer, publicUrl: config.publicUrl };

  jobs.handle(orderConfirmationJob, (data, job) =>
    sendMailOnce(mail, job.id, async () => {
      const order = await placedOrder(db, data.orderId);
      if (!order) return undefined;
      return orderConfirmationMail(await shop.get(), config.publicUrl, order.order, order.lines);
    }),
  );

  jobs.handle(issueInvoiceJob, async ({ orderId }) => {
    await new InvoicesRepository(db).issue(orderId);
  });

  jobs.handle(orderStatusMailJob, (data, job) =>
    sendMailOnce(mail, job.id, async () => {
      const order = await placedOrder(db, data.orderId);
      if (!order) return undefined;
      return orderStatusMail(await shop.get(), order.order, data.change);
    }),
  );
}

async function placedOrder(db: Database, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return undefined;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return { order, lines };
}
