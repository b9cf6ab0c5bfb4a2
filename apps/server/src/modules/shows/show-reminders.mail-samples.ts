import type { OrderPlan } from '@backlit/domain';
import type { MailSample, MailSampleInput } from '../../platform/mail-layout';
import {
  approveByReminderMail,
  artworkByReminderMail,
  shipByStaffMail,
} from './show-reminders.mail';

/** The show reminders, for previews and for the tests every kind goes through. */
export function showReminderMailSamples({
  shop,
  publicUrl,
  firstName,
}: MailSampleInput): MailSample[] {
  const plan: OrderPlan = {
    target: '2026-12-14',
    show: { slug: 'exhibitor-live-2026', name: 'Exhibitor Live 2026' },
    method: 'UPS Ground',
    rush: false,
    order_by: '2026-11-30',
    artwork_by: '2026-11-30',
    approve_by: '2026-12-01',
    ship_by: '2026-12-08',
    delivery_from: '2026-12-09',
    delivery_to: '2026-12-11',
    verdict: 'in_time',
    late_accepted: false,
  };
  const order = {
    trackingNo: 'BL-2026-1042',
    firstName,
    lastName: 'Lovelace',
    email: 'ada@example.com',
    plan,
  };
  const orderPage = `${publicUrl}/dashboard-client/orders/1042`;
  return [
    {
      kind: 'show-reminder-artwork-by',
      message: artworkByReminderMail(shop, orderPage, order, plan.artwork_by!),
    },
    {
      kind: 'show-reminder-approve-by',
      message: approveByReminderMail(shop, orderPage, order, plan.approve_by!),
    },
    {
      kind: 'show-reminder-ship-by',
      message: shipByStaffMail(shop, `${publicUrl}/admin/orders/1042`, order, plan.ship_by!),
    },
  ];
}
