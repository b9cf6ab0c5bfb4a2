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

const PREFERRED = PREFERRED_ARTWORK_FORMATS.map((format) => format.toUpperCase());

/** The confirmation a customer keeps: number, lines, totals, address, and how to send artwork. */
export function orderConfirmationMail(
  shop: ShopInfo,
  publicUrl: string,
  order: OrderRow,
  lines: Pick<OrderLineRow, 'name' | 'sku' | 'unitPriceCents' | 'quantity'>[],
): MailMessage {
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
        `Now send us your print files: upload them on your order page, ${publicUrl}/dashboard-client/orders/${order.id}, where each is checked at once against our print rules and you see a proof. ${PREFERRED.join(' or ')} preferred (accepted: ${ACCEPTED_ARTWORK_FORMATS.join(', ')}).`,
        `Or e-mail them to ${shop.email} and quote your order number ${order.trackingNo} in the subject; large files as a download link.`,
        `Print specification: ${PRINT_FILE_RULES.join('; ')}. Instructions and templates: ${publicUrl}/print-instruction`,
      ],
      // The next step is the upload: the button leads to the order's page, where it is.
      action: {
        label: 'Upload your print files',
        url: `${publicUrl}/dashboard-client/orders/${order.id}`,
      },
      notes: [`Questions about your order? Reply to this e-mail or call ${shop.phone}.`],
    }),
  };
}
