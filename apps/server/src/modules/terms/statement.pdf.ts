import {
  formatMoney,
  INVOICE_STATUS_LABELS,
  type CompanyInvoiceStatus,
  type ShopInfo,
} from '@backlit/domain';
import { PDFDocument } from 'pdf-lib';
import { COLUMN_MONEY, letterhead, MARGIN, PAGE, Writer } from '../../platform/pdf-writer';
import { howToPayLines } from './remittance';
import { openBalanceCents, type InvoiceListed, type TermsAccount } from './terms.repository';

export interface StatementData {
  account: TermsAccount;
  /** Newest first, as the account lists them. */
  invoices: InvoiceListed[];
  /** The statement's day (ISO), which decides what is overdue. */
  today: string;
}

/** Left edges of the text columns, right edges of the amounts. */
const COLUMNS = {
  number: MARGIN,
  order: 150,
  po: 235,
  due: 330,
  amount: 420,
  paid: 480,
  balance: PAGE.width - MARGIN,
};
const PO_WIDTH = COLUMNS.due - 10 - COLUMNS.po;

/**
 * A company's statement of account (A4, standard fonts): its terms, every invoice open, paid or
 * credited with its order, PO number, due day, amount, the credit notes that lowered it, what was
 * received and what is still owed, the totals, the balance and how to pay. Invoices cancelled
 * with their orders are listed too, owing nothing and in no total, so that the company's books
 * find every number the shop issued.
 */
export async function renderStatementPdf(shop: ShopInfo, data: StatementData): Promise<Uint8Array> {
  const { account, invoices, today } = data;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Statement of account ${account.companyName} ${today}`);
  pdf.setAuthor(shop.name);
  const writer = await Writer.standard(pdf);

  letterhead(writer, shop, 'STATEMENT');
  writer.text(account.companyName, MARGIN, { bold: true, size: 12 });
  writer.text(`Statement date ${today}`, COLUMNS.balance, { alignRight: true });
  writer.next(15);
  writer.text(
    account.netDays === null
      ? 'No terms at present'
      : `Terms: net ${account.netDays}, credit limit ${formatMoney(account.creditLimitCents, COLUMN_MONEY)}`,
    MARGIN,
  );
  writer.next(24);

  const header = () => {
    writer.text('Invoice', COLUMNS.number, { bold: true });
    writer.text('Order', COLUMNS.order, { bold: true });
    writer.text('PO number', COLUMNS.po, { bold: true });
    writer.text('Due', COLUMNS.due, { bold: true });
    writer.text('Amount', COLUMNS.amount, { bold: true, alignRight: true });
    writer.text('Paid', COLUMNS.paid, { bold: true, alignRight: true });
    writer.text('Balance', COLUMNS.balance, { bold: true, alignRight: true });
    writer.next(6);
    writer.rule();
    writer.next(14);
  };
  const withStatus = (status: CompanyInvoiceStatus) =>
    invoices.filter((listed) => listed.invoice.status === status);
  const sections: [string, InvoiceListed[]][] = [
    ['Open invoices', withStatus('open')],
    ['Paid invoices', withStatus('paid')],
  ];
  // Only when there is one: most statements have none to show.
  const credited = withStatus('credited');
  if (credited.length > 0) sections.push(['Credited invoices', credited]);
  const cancelled = withStatus('void');
  if (cancelled.length > 0) sections.push(['Cancelled invoices', cancelled]);
  let billedCents = 0;
  let creditedCents = 0;
  let paidCents = 0;
  for (const [title, listed] of sections) {
    writer.needsPage(60);
    writer.text(title, MARGIN, { bold: true, size: 12 });
    writer.next(16);
    if (listed.length === 0) {
      writer.text('None.', MARGIN, { muted: true });
      writer.next(22);
      continue;
    }
    header();
    for (const { invoice, number, trackingNo, poNumber, creditNotes } of listed) {
      if (writer.needsPage(30 + 11 * creditNotes.length)) header();
      const overdue = invoice.status === 'open' && invoice.dueOn < today;
      writer.text(number, COLUMNS.number);
      writer.text(trackingNo, COLUMNS.order);
      writer.text(writer.fit(poNumber ?? '', PO_WIDTH), COLUMNS.po);
      writer.text(invoice.dueOn, COLUMNS.due, { bold: overdue });
      writer.text(formatMoney(invoice.amountCents, { symbol: false }), COLUMNS.amount, {
        alignRight: true,
      });
      writer.text(formatMoney(invoice.paidCents, { symbol: false }), COLUMNS.paid, {
        alignRight: true,
      });
      writer.text(formatMoney(openBalanceCents(invoice), { symbol: false }), COLUMNS.balance, {
        alignRight: true,
      });
      writer.next(11);
      // Overdue said under the number: beside the due day it would run into the amount.
      writer.text(
        overdue ? `${INVOICE_STATUS_LABELS.open}, overdue` : INVOICE_STATUS_LABELS[invoice.status],
        COLUMNS.number,
        { size: 8, muted: !overdue, bold: overdue },
      );
      // Each credit note beside it, under the amount it lowered.
      for (const note of creditNotes) {
        writer.text(`Credit note ${note.number}`, COLUMNS.order, { size: 8 });
        writer.text(`-${formatMoney(note.amountCents, { symbol: false })}`, COLUMNS.amount, {
          size: 8,
          alignRight: true,
        });
        writer.next(11);
      }
      writer.next(creditNotes.length > 0 ? 4 : 15);
      if (invoice.status !== 'void') {
        billedCents += invoice.amountCents;
        creditedCents += invoice.creditedCents;
        paidCents += invoice.paidCents;
      }
    }
    writer.next(10);
  }

  writer.needsPage(120);
  writer.rule();
  writer.next(16);
  const totals: [string, number][] = [
    ['Total invoiced', billedCents],
    // Only when there is one, as the credited invoices' section.
    ...(creditedCents > 0 ? [['Total credited', creditedCents] as [string, number]] : []),
    ['Total received', paidCents],
  ];
  for (const [label, cents] of totals) {
    writer.text(label, COLUMNS.paid, { alignRight: true, muted: true });
    writer.text(formatMoney(cents, COLUMN_MONEY), COLUMNS.balance, { alignRight: true });
    writer.next(16);
  }
  writer.text('Balance due', COLUMNS.paid, { alignRight: true, bold: true });
  writer.text(formatMoney(billedCents - creditedCents - paidCents, COLUMN_MONEY), COLUMNS.balance, {
    alignRight: true,
    bold: true,
  });
  writer.next(30);

  writer.needsPage(80);
  writer.text('How to pay', MARGIN, { bold: true });
  writer.next(14);
  for (const line of howToPayLines(shop, 'the numbers of the invoices you pay')) {
    writer.paragraph(line, MARGIN, 13);
  }
  return pdf.save();
}
