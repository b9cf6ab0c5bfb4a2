import {
  ACCEPTED_ARTWORK_FORMATS,
  findFrameSize,
  formatMoney,
  lineTotalCents,
  PREFERRED_ARTWORK_FORMATS,
  PRINT_FILE_RULES,
  type ShopInfo,
  taxLineLabel,
} from '@backlit/domain';
import type { CSSProperties } from 'react';
import {
  MAIL_COLOURS,
  MailAction,
  MailLayout,
  MailLink,
  MailNote,
  MailParagraph,
  MailSubheading,
  mailText,
  renderMail,
  renderMailHtml,
  type MailContent,
} from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';
import { deliveryEstimate, shippingLabel, shipToLines, tradeShowLines } from './order-view';
import type { OrderLineRow, OrderRow } from './orders.repository';

const PREFERRED = PREFERRED_ARTWORK_FORMATS.map((format) => format.toUpperCase());

/** A date the customer must meet, e.g. the last day for artwork before a show. */
export interface MailDeadline {
  label: string;
  date: string;
}

type ConfirmationLine = Pick<OrderLineRow, 'name' | 'sku' | 'unitPriceCents' | 'quantity'> & {
  printSize?: string | null;
};

/** The facts of a confirmation, worked out once for both of the e-mail's parts. */
function confirmationFacts(order: OrderRow) {
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
 * link. `deadlines` are dates the order must meet, shown when there are any.
 */
export function orderConfirmationMail(
  shop: ShopInfo,
  publicUrl: string,
  order: OrderRow,
  lines: ConfirmationLine[],
  orderPage = accountOrderPage(publicUrl, order.id),
  deadlines: MailDeadline[] = [],
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
      ...(deadlines.length > 0
        ? [`Deadlines: ${deadlines.map((row) => `${row.label}: ${row.date}`).join('; ')}`]
        : []),
      `Now send us your print files: upload them on your order page, ${orderPage}, where each is checked at once against our print rules and you see a proof. ${PREFERRED.join(' or ')} preferred (accepted: ${ACCEPTED_ARTWORK_FORMATS.join(', ')}).`,
      ...(facts.privateLink
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
  };
  const html = renderMailHtml(
    <MailLayout
      shop={shop}
      heading={content.heading}
      preview={`Order ${order.trackingNo}: ${facts.total} received. Next: upload your print files.`}
    >
      <MailParagraph>Hello {order.firstName},</MailParagraph>
      <MailParagraph>
        We have received your payment of {facts.total} and your order is confirmed.
      </MailParagraph>

      <MailSubheading>Your order {order.trackingNo}</MailSubheading>
      <OrderLinesTable lines={lines} />
      <TotalsTable totals={facts.totals} total={facts.total} />

      {deadlines.length > 0 ? (
        <>
          <MailSubheading>Deadlines</MailSubheading>
          <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={table}>
            <tbody>
              {deadlines.map((row, index) => (
                <tr key={index}>
                  <td style={cell} className="mail-ink mail-rule">
                    {row.label}
                  </td>
                  <td
                    style={{ ...cell, textAlign: 'right', fontWeight: 700, whiteSpace: 'nowrap' }}
                    className="mail-ink mail-rule"
                  >
                    {row.date}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}

      <MailSubheading>Ship to</MailSubheading>
      <MailParagraph>
        {facts.shipTo.map((line, index) => (
          <span key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </span>
        ))}
      </MailParagraph>
      {facts.show.length > 0 ? (
        <MailParagraph>
          {facts.show.map((line, index) => (
            <span key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </MailParagraph>
      ) : null}
      {facts.delivery ? <MailNote>{facts.delivery}</MailNote> : null}

      <MailSubheading>Next: your print files</MailSubheading>
      <MailParagraph>
        Upload them on your order page: each file is checked at once against our print rules and you
        see a proof. {PREFERRED.join(' or ')} preferred (accepted:{' '}
        {ACCEPTED_ARTWORK_FORMATS.join(', ')}).
      </MailParagraph>
      <MailAction label="Upload your print files" url={orderPage} />
      {facts.privateLink ? (
        <MailNote>
          That link is private to you: it opens your order without an account, so keep this e-mail
          and do not share it. Want your orders in one place? Open the link and choose a password.
        </MailNote>
      ) : null}
      <MailNote>
        Files over the upload limit? E-mail them to{' '}
        <MailLink href={`mailto:${shop.email}`}>{shop.email}</MailLink> and quote your order number{' '}
        {order.trackingNo} in the subject; large files as a download link.
      </MailNote>
      <MailNote>
        Print specification: {PRINT_FILE_RULES.join('; ')}. Instructions and templates:{' '}
        <MailLink
          href={`${publicUrl}/print-instruction`}
        >{`${publicUrl}/print-instruction`}</MailLink>
      </MailNote>
      {content.notes!.map((note, index) => (
        <MailNote key={index}>{note}</MailNote>
      ))}
    </MailLayout>,
  );
  return {
    to: order.email,
    subject: `Your ${shop.name} order ${order.trackingNo}`,
    text: mailText(shop, content),
    html,
  };
}

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', margin: '0 0 8px' };
const cell: CSSProperties = {
  padding: '10px 0',
  borderBottom: `1px solid ${MAIL_COLOURS.rule}`,
  color: MAIL_COLOURS.ink,
  fontSize: '15px',
  lineHeight: '22px',
  verticalAlign: 'top',
};
const small: CSSProperties = {
  display: 'block',
  color: MAIL_COLOURS.muted,
  fontSize: '13px',
  lineHeight: '19px',
};
const headCell: CSSProperties = {
  ...cell,
  padding: '0 0 6px',
  color: MAIL_COLOURS.muted,
  fontSize: '12px',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
};

/** What was bought: name, size and code; quantity; the line's price. */
function OrderLinesTable({ lines }: { lines: ConfirmationLine[] }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={table}>
      <thead>
        <tr>
          <th align="left" style={headCell} className="mail-muted mail-rule">
            Item
          </th>
          <th
            align="center"
            style={{ ...headCell, width: '48px' }}
            className="mail-muted mail-rule"
          >
            Qty
          </th>
          <th align="right" style={{ ...headCell, width: '96px' }} className="mail-muted mail-rule">
            Price
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const size = line.printSize ? findFrameSize(line.printSize) : undefined;
          return (
            <tr key={index} data-line="">
              <td style={{ ...cell, paddingRight: '8px' }} className="mail-ink mail-rule">
                <strong style={{ overflowWrap: 'anywhere' }}>{line.name}</strong>
                {size ? (
                  <span style={small} className="mail-muted">
                    Size: {size.label}
                  </span>
                ) : null}
                <span style={small} className="mail-muted">
                  SKU {line.sku} · {formatMoney(line.unitPriceCents)} each
                </span>
              </td>
              <td align="center" style={cell} className="mail-ink mail-rule">
                {line.quantity}
              </td>
              <td
                align="right"
                style={{ ...cell, whiteSpace: 'nowrap' }}
                className="mail-ink mail-rule"
              >
                {formatMoney(lineTotalCents(line))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function TotalsTable(props: { totals: { label: string; amount: string }[]; total: string }) {
  const row: CSSProperties = { ...cell, padding: '4px 0', borderBottom: 'none' };
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={table}>
      <tbody>
        {props.totals.map((total, index) => (
          <tr key={index} data-total="">
            <td style={{ ...row, color: MAIL_COLOURS.muted }} className="mail-muted">
              {total.label}
            </td>
            <td align="right" style={{ ...row, whiteSpace: 'nowrap' }} className="mail-ink">
              {total.amount}
            </td>
          </tr>
        ))}
        <tr data-total="">
          <td
            style={{ ...row, paddingTop: '10px', fontWeight: 700, fontSize: '17px' }}
            className="mail-ink"
          >
            Total
          </td>
          <td
            align="right"
            style={{
              ...row,
              paddingTop: '10px',
              fontWeight: 700,
              fontSize: '17px',
              whiteSpace: 'nowrap',
            }}
            className="mail-ink"
          >
            {props.total}
          </td>
        </tr>
      </tbody>
    </table>
  );
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
