import {
  ACCEPTED_ARTWORK_FORMATS,
  formatMoney,
  lineTotalCents,
  PREFERRED_ARTWORK_FORMATS,
  PRINT_FILE_RULES,
  type ShopInfo,
  taxLineLabel,
} from '@backlit/domain';
import { mailText, renderMail, type MailContent } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';
import {
  orderConfirmationHtml,
  type ConfirmationFacts,
  type ConfirmationLine,
  type MailDeadline,
} from './order-confirmation.email';
import { deliveryEstimate, shippingLabel, shipToLines, tradeShowLines } from './order-view';
import type { OrderRow } from './orders.repository';
import { planCalendarAttachment, planDeadlineLines, planMailDeadlines } from '../shows';

const PREFERRED = PREFERRED_ARTWORK_FORMATS.map((format) => format.toUpperCase());

export type { MailDeadline };

/** The facts of a confirmation, worked out once for both of the e-mail's parts. */
function confirmationFacts(order: OrderRow): ConfirmationFacts {
  const address = [
    `${order.firstName} ${order.lastName}`,
    order.companyName,
    order.address,
    order.address2,
    `${order.city}, ${order.state} ${order.postcode}`,
    order.country === 'US' ? 'United States' : 'Canada',
    order.phone,
  ].filter((line): line is string => Boolean(line));
  const shipTo = shipToLines(order);
  const totals = [
    { label: 'Subtotal', amount: formatMoney(order.subtotalCents) },
    ...(order.rush ? [{ label: '2-Day Rush', amount: formatMoney(order.rushFeeCents) }] : []),
    ...(order.shipping
      ? [{ label: shippingLabel(order.shipping), amount: formatMoney(order.shippingCents) }]
      : []),
    ...order.taxLines.map((line) => ({
      label: taxLineLabel(line),
      amount: formatMoney(line.amountCents),
    })),
  ];
  return {
    privateLink: order.userId === null,
    shipTo: shipTo.length > 0 ? shipTo : address,
    show: tradeShowLines(order),
    totals,
    total: formatMoney(order.totalCents, { code: true }),
    delivery: order.shipping
      ? `Estimated delivery: ${deliveryEstimate(order.shipping)} (working days, weekends excluded).`
      : null,
  };
}

/**
 * The confirmation a customer keeps: number, lines, totals, address, deadlines and how to send
 * artwork. `orderPage` is the order's page: in the account, or (placed without one) its private
 * link. `deadlines` are the days the order's plan asks the buyer and the shop to act by (none
 * for an order planned for nothing), listed in both parts, with the plan's .ics attached.
 */
export function orderConfirmationMail(
  shop: ShopInfo,
  publicUrl: string,
  order: OrderRow,
  lines: ConfirmationLine[],
  orderPage = accountOrderPage(publicUrl, order.id),
  deadlines: MailDeadline[] = planMailDeadlines(order.showPlan),
): MailMessage {
  const facts = confirmationFacts(order);
  const content: MailContent = {
    heading: `Thank you for your order ${order.trackingNo}`,
    paragraphs: [
      `Hello ${order.firstName},`,
      `We have received your payment of ${facts.total} and your order is confirmed.`,
      ...lines.map(
        (line) =>
          `${line.quantity} × ${line.name} (SKU ${line.sku}) — ${formatMoney(lineTotalCents(line))}`,
      ),
      ...facts.totals.map((total) => `${total.label}: ${total.amount}`),
      `Total: ${facts.total}`,
      `Ship to: ${facts.shipTo.join(', ')}`,
      ...(facts.show.length > 0 ? [facts.show.join(', ')] : []),
      ...(facts.delivery ? [facts.delivery] : []),
      // A planned order names what it is planned for, then a line per day to act by.
      ...(order.showPlan
        ? planDeadlineLines(order.showPlan)
        : deadlines.length > 0
          ? [`Deadlines: ${deadlines.map((row) => `${row.label}: ${row.date}`).join('; ')}`]
          : []),
      `Now send us your print files: upload them on your order page, ${orderPage}, where each is checked at once against our print rules and you see a proof. ${PREFERRED.join(' or ')} preferred (accepted: ${ACCEPTED_ARTWORK_FORMATS.join(', ')}).`,
      ...(facts.privateLink
        ? [
            `That link is private to you: it opens your order without an account, so keep this e-mail and do not share it. Want your orders in one place? Open the link and choose a password.`,
          ]
        : []),
      `A file over the upload limit? E-mail a download link for it to ${shop.email} and quote your order number ${order.trackingNo} in the subject.`,
      `Print specification: ${PRINT_FILE_RULES.join('; ')}. Instructions and templates: ${publicUrl}/print-instruction`,
    ],
    // The next step is the upload: the button leads to the order's page, where it is.
    action: { label: 'Upload your print files', url: orderPage },
    notes: [`Questions about your order? Reply to this e-mail or call ${shop.phone}.`],
  };
  const html = orderConfirmationHtml({
    shop,
    publicUrl,
    order,
    lines,
    facts,
    deadlines,
    orderPage,
    notes: content.notes ?? [],
  });
  return {
    to: order.email,
    subject: `Your ${shop.name} order ${order.trackingNo}`,
    text: mailText(shop, content),
    html,
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
