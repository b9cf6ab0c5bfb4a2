import {
  ACCEPTED_ARTWORK_FORMATS,
  formatMoney,
  lineTotalCents,
  PREFERRED_ARTWORK_FORMATS,
  PRINT_FILE_RULES,
  type ShopInfo,
  taxLineLabel,
} from '@backlit/domain';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';
import { deliveryEstimate, shippingLabel, shipToLines, tradeShowLines } from './order-view';
import type { OrderLineRow, OrderRow } from './orders.repository';
import { planCalendarAttachment, planDeadlineLines } from '../shows';

const PREFERRED = PREFERRED_ARTWORK_FORMATS.map((format) => format.toUpperCase());

/**
 * The confirmation a customer keeps: number, lines, totals, address, and how to send artwork.
 * `orderPage` is the order's page: in the account, or (placed without one) its private link.
 */
export function orderConfirmationMail(
  shop: ShopInfo,
  publicUrl: string,
  order: OrderRow,
  lines: Pick<OrderLineRow, 'name' | 'sku' | 'unitPriceCents' | 'quantity'>[],
  orderPage = accountOrderPage(publicUrl, order.id),
): MailMessage {
  const privateLink = order.userId === null;
  const address = [
    `${order.firstName} ${order.lastName}`,
    order.companyName,
    order.address,
    order.address2,
    `${order.city}, ${order.state} ${order.postcode}`,
    order.country === 'US' ? 'United States' : 'Canada',
    order.phone,
  ].filter(Boolean);
  const shipTo = shipToLines(order);
  const show = tradeShowLines(order);
  return {
    to: order.email,
    subject: `Your ${shop.name} order ${order.trackingNo}`,
    ...renderMail(shop, {
      heading: `Thank you for your order ${order.trackingNo}`,
      paragraphs: [
        `Hello ${order.firstName},`,
        `We have received your payment of ${formatMoney(order.totalCents, { code: true })} and your order is confirmed.`,
        ...lines.map(
          (line) =>
            `${line.quantity} × ${line.name} (SKU ${line.sku}) — ${formatMoney(lineTotalCents(line))}`,
        ),
        `Subtotal: ${formatMoney(order.subtotalCents)}`,
        ...(order.rush ? [`2-Day Rush: ${formatMoney(order.rushFeeCents)}`] : []),
        ...(order.shipping
          ? [`${shippingLabel(order.shipping)}: ${formatMoney(order.shippingCents)}`]
          : []),
        ...order.taxLines.map((line) => `${taxLineLabel(line)}: ${formatMoney(line.amountCents)}`),
        `Total: ${formatMoney(order.totalCents, { code: true })}`,
        `Ship to: ${(shipTo.length > 0 ? shipTo : address).join(', ')}`,
        ...(show.length > 0 ? [show.join(', ')] : []),
        ...(order.shipping
          ? [
              `Estimated delivery: ${deliveryEstimate(order.shipping)} (working days, weekends excluded).`,
            ]
          : []),
        ...planDeadlineLines(order.showPlan),
        `Now send us your print files: upload them on your order page, ${orderPage}, where each is checked at once against our print rules and you see a proof. ${PREFERRED.join(' or ')} preferred (accepted: ${ACCEPTED_ARTWORK_FORMATS.join(', ')}).`,
        ...(privateLink
          ? [
              `That link is private to you: it opens your order without an account, so keep this e-mail and do not share it. Want your orders in one place? Open the link and choose a password.`,
            ]
          : []),
        `Or e-mail them to ${shop.email} and quote your order number ${order.trackingNo} in the subject; large files as a download link.`,
        `Print specification: ${PRINT_FILE_RULES.join('; ')}. Instructions and templates: ${publicUrl}/print-instruction`,
      ],
      // The next step is the upload: the button leads to the order's page, where it is.
      action: { label: 'Upload your print files', url: orderPage },
      notes: [`Questions about your order? Reply to this e-mail or call ${shop.phone}.`],
    }),
    ...(order.showPlan && {
      attachments: planCalendarAttachment(order.showPlan, order.trackingNo, orderPage),
    }),
  };
}

/** An order's page in the customer's account. */
export function accountOrderPage(publicUrl: string, orderId: number): string {
  return `${publicUrl}/dashboard-client/orders/${orderId}`;
}

/** A new private link to an order placed without an account, sent when staff ask for one. */
export function orderLinkMail(
  shop: ShopInfo,
  order: Pick<OrderRow, 'email' | 'firstName' | 'trackingNo'>,
  orderPage: string,
): MailMessage {
  return {
    to: order.email,
    subject: `Your ${shop.name} order ${order.trackingNo}: a new link`,
    ...renderMail(shop, {
      heading: `Your order ${order.trackingNo}`,
      paragraphs: [
        `Hello ${order.firstName},`,
        `Here is a new private link to your order's page, where you follow the order and upload its print files. The links we sent before no longer work.`,
      ],
      action: { label: 'Open your order', url: orderPage },
      notes: [
        'Keep this e-mail and do not share the link: it opens your order without an account.',
        `Questions about your order? Reply to this e-mail or call ${shop.phone}.`,
      ],
    }),
  };
}
