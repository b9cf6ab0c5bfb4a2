import {
  ACCEPTED_ARTWORK_FORMATS,
  findFrameSize,
  formatMoney,
  lineTotalCents,
  PREFERRED_ARTWORK_FORMATS,
  PRINT_FILE_RULES,
  type ShopInfo,
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
  renderMailHtml,
} from '../../platform/mail-components';
import type { OrderLineRow, OrderRow } from './orders.repository';

const PREFERRED = PREFERRED_ARTWORK_FORMATS.map((format) => format.toUpperCase());

/** A date the customer must meet, e.g. the last day for artwork before a show. */
export interface MailDeadline {
  label: string;
  date: string;
}

export type ConfirmationLine = Pick<
  OrderLineRow,
  'name' | 'sku' | 'unitPriceCents' | 'quantity'
> & {
  printSize?: string | null;
};

/** What both parts of the confirmation say, worked out once (order.mail.ts). */
export interface ConfirmationFacts {
  privateLink: boolean;
  shipTo: string[];
  show: string[];
  totals: { label: string; amount: string }[];
  total: string;
  delivery: string | null;
}

/**
 * The confirmation's HTML part: the lines and totals as tables, the deadlines when there are any,
 * the ship-to, and the upload button to the order's page.
 */
export function orderConfirmationHtml(props: {
  shop: ShopInfo;
  publicUrl: string;
  order: Pick<OrderRow, 'trackingNo' | 'firstName'>;
  lines: ConfirmationLine[];
  facts: ConfirmationFacts;
  deadlines: MailDeadline[];
  orderPage: string;
  notes: string[];
}): string {
  const { shop, publicUrl, order, lines, facts, deadlines, orderPage } = props;
  return renderMailHtml(
    <MailLayout
      shop={shop}
      heading={`Thank you for your order ${order.trackingNo}`}
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
        A file over the upload limit? E-mail a download link for it to{' '}
        <MailLink href={`mailto:${shop.email}`}>{shop.email}</MailLink> and quote your order number{' '}
        {order.trackingNo} in the subject.
      </MailNote>
      <MailNote>
        Print specification: {PRINT_FILE_RULES.join('; ')}. Instructions and templates:{' '}
        <MailLink
          href={`${publicUrl}/print-instruction`}
        >{`${publicUrl}/print-instruction`}</MailLink>
      </MailNote>
      {props.notes.map((note, index) => (
        <MailNote key={index}>{note}</MailNote>
      ))}
    </MailLayout>,
  );
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
