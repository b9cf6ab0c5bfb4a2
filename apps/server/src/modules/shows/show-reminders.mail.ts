import { formatDeadlineDay, type OrderPlan, type ShopInfo } from '@backlit/domain';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';
import { planDeadlineLines } from './plan-mail';

/** The order as a reminder names it. */
export interface ReminderOrder {
  trackingNo: string;
  firstName: string;
  lastName: string;
  email: string;
  plan: OrderPlan;
}

const plannedFor = (plan: OrderPlan) =>
  plan.show ? plan.show.name : `delivery by ${formatDeadlineDay(plan.target)}`;

/**
 * The working day before the artwork-by day, a printed line still has no file the studio can
 * use. `orderPage` is the order's page: in the account, or its private link for a guest's order.
 */
export function artworkByReminderMail(
  shop: ShopInfo,
  orderPage: string,
  order: ReminderOrder,
  deadline: string,
): MailMessage {
  return {
    to: order.email,
    subject: `Your artwork is due ${formatDeadlineDay(deadline)} — order ${order.trackingNo}`,
    ...renderMail(shop, {
      heading: 'Your print file is due tomorrow',
      paragraphs: [
        `Hello ${order.firstName},`,
        `To have order ${order.trackingNo} in time for ${plannedFor(order.plan)}, we need your print file by ${formatDeadlineDay(deadline)}. We do not have one we can print yet.`,
        'Upload it on your order page: it is checked at once against our print rules, and you see a proof.',
        ...planDeadlineLines(order.plan),
      ],
      action: { label: 'Upload your artwork', url: orderPage },
      notes: [
        `A file arriving later moves every day after it. Questions? Reply to this e-mail or call ${shop.phone}.`,
      ],
    }),
  };
}

/** The working day before the approve-by day, a proof still waits for the customer's answer. */
export function approveByReminderMail(
  shop: ShopInfo,
  orderPage: string,
  order: ReminderOrder,
  deadline: string,
): MailMessage {
  return {
    to: order.email,
    subject: `Your proof needs your answer by ${formatDeadlineDay(deadline)} — order ${order.trackingNo}`,
    ...renderMail(shop, {
      heading: 'Your proof is waiting for you',
      paragraphs: [
        `Hello ${order.firstName},`,
        `Order ${order.trackingNo} is planned for ${plannedFor(order.plan)}. Its proof waits for your answer, and production must start by ${formatDeadlineDay(deadline)}.`,
        'Open your order page to look at the proof and answer it, or upload a corrected file.',
        ...planDeadlineLines(order.plan),
      ],
      action: { label: 'Look at your proof', url: orderPage },
      notes: [`Questions? Reply to this e-mail or call ${shop.phone}.`],
    }),
  };
}

/** To the shop's staff: an order's ship-by day has come and it has not shipped. */
export function shipByStaffMail(
  shop: ShopInfo,
  orderPage: string,
  order: ReminderOrder,
  deadline: string,
): MailMessage {
  return {
    to: shop.email,
    subject: `Ship today: order ${order.trackingNo} (ship by ${formatDeadlineDay(deadline)})`,
    ...renderMail(shop, {
      heading: `Order ${order.trackingNo} must ship by ${formatDeadlineDay(deadline)}`,
      paragraphs: [
        `${order.firstName} ${order.lastName} (${order.email}) planned this order for ${plannedFor(order.plan)}, by ${order.plan.method}. It has not shipped yet.`,
        ...planDeadlineLines(order.plan),
      ],
      action: { label: 'Open the order', url: orderPage },
      notes: ['The production board lists every open order by its ship-by day.'],
    }),
  };
}
