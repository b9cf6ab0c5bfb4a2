import { orderLinkPath } from '@backlit/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import type { Mailer } from '../../platform/mailer';
import type { OrderLinks } from '../../platform/order-links';
import type { ShopSettings } from '../../platform/shop-settings';
import { PaymentsRepository } from '../payments';
import { invoiceCopiesTo } from '../terms';
import { InvoicesRepository } from './invoices.repository';
import { OrdersRepository } from './orders.repository';
import {
  issueInvoiceJob,
  orderConfirmationJob,
  orderLinkMailJob,
  orderStatusMailJob,
  paymentRefundedMailJob,
  reconcilePaymentJob,
} from './orders.jobs';
import { accountOrderPage, orderConfirmationMail, orderLinkMail } from './order.mail';
import { orderStatusMail } from './order-status.mail';
import { paymentRefundedMail } from './payment-refunded.mail';
import { ORDER_NOT_MADE, StoredCheckoutSchema, type PaymentSettlement } from './payment-settlement';

export interface OrderJobsDeps {
  db: Database;
  mailer: Mailer;
  shop: Pick<ShopSettings, 'get'>;
  config: Pick<Config, 'publicUrl'>;
  settlement: PaymentSettlement;
  orderLinks: OrderLinks;
}

/** The orders module's work after the answer. */
export function handleOrderJobs(jobs: JobQueue, deps: OrderJobsDeps): void {
  const { db, mailer, shop, config, settlement, orderLinks } = deps;
  const mail = { db, mailer, publicUrl: config.publicUrl };
  /**
   * A fresh private link for an e-mail about an order placed without an account: its token
   * exists only in that e-mail (the shop keeps its hash).
   */
  const privatePage = async (orderId: number) =>
    `${config.publicUrl}${orderLinkPath(await orderLinks.create(db, orderId, 'mail'))}`;

  jobs.handle(orderConfirmationJob, (data, job) =>
    sendMailOnce(mail, job.id, async () => {
      const order = await new OrdersRepository(db).placedWithLines(data.orderId);
      if (!order) return undefined;
      const page =
        order.order.userId === null
          ? await privatePage(order.order.id)
          : accountOrderPage(config.publicUrl, order.order.id);
      return orderConfirmationMail(
        await shop.get(),
        config.publicUrl,
        order.order,
        order.lines,
        page,
      );
    }),
  );

  jobs.handle(orderLinkMailJob, (data, job) =>
    sendMailOnce(mail, job.id, async () => {
      const order = await new OrdersRepository(db).placedWithLines(data.orderId);
      if (!order) return undefined;
      return orderLinkMail(await shop.get(), order.order, await privatePage(order.order.id));
    }),
  );

  jobs.handle(issueInvoiceJob, async ({ orderId }) => {
    await new InvoicesRepository(db).issue(orderId);
  });

  jobs.handle(orderStatusMailJob, (data, job) =>
    sendMailOnce(mail, job.id, async () => {
      const order = await new OrdersRepository(db).placedWithLines(data.orderId);
      if (!order) return undefined;
      const message = orderStatusMail(await shop.get(), order.order, data.change);
      // A credit note changes what the company owes: its admins, who pay, are copied.
      if (data.change.kind !== 'refunded' || !data.change.creditNote) return message;
      const cc = await invoiceCopiesTo(db, order.order.id, order.order.email);
      return cc.length > 0 ? { ...message, cc } : message;
    }),
  );

  jobs.handle(reconcilePaymentJob, ({ paymentId }) => settlement.reconcile(paymentId));

  jobs.handle(paymentRefundedMailJob, (data, job) =>
    sendMailOnce(mail, job.id, async () => {
      const payment = await new PaymentsRepository(db).byId(data.paymentId);
      const checkout = StoredCheckoutSchema.safeParse(payment?.checkout);
      if (!payment || !checkout.success) return undefined;
      return paymentRefundedMail(await shop.get(), {
        email: checkout.data.billing.email,
        firstName: checkout.data.billing.firstName,
        amountCents: payment.capturedCents ?? payment.amountCents,
        reason: payment.note ?? ORDER_NOT_MADE,
        paymentReference: payment.providerOrderId,
      });
    }),
  );
}
