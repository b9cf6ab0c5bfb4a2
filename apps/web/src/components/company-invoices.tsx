import {
  formatDollars,
  INVOICE_STATUS_LABELS,
  type CompanyInvoice,
  type CompanyInvoiceStatus,
  type CompanyTerms,
  type CreditNote,
} from '@backlit/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from './ui/table';

/** Terms, limit, balance and credit left, as the company and staff both read them. */
export function TermsFigures({ terms }: { terms: CompanyTerms }) {
  const figures: [string, string][] = [
    ['Terms', terms.net_days === null ? 'None' : `Net ${terms.net_days} days`],
    ['Credit limit', formatDollars(terms.credit_limit)],
    ['Open balance', formatDollars(terms.open_balance)],
    ['Available credit', formatDollars(terms.available_credit)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-base font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The pill's colours by status; an overdue invoice's are red instead. */
const BADGE_STYLES: Record<CompanyInvoiceStatus, string> = {
  open: 'bg-amber-50 text-amber-900 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  credited: 'bg-sky-50 text-sky-800 ring-sky-200',
  void: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** An invoice's state as a pill: open, overdue, paid, credited or cancelled. */
function InvoiceBadge({ invoice }: { invoice: CompanyInvoice }) {
  const overdue = invoice.overdue;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        overdue ? 'bg-red-50 text-red-800 ring-red-200' : BADGE_STYLES[invoice.status],
      )}
    >
      {overdue ? 'Overdue' : INVOICE_STATUS_LABELS[invoice.status]}
    </span>
  );
}

/** What the invoice asked for, and beneath it what credit notes took off, each note's PDF linked. */
function InvoiceAmount({
  invoice,
  creditNoteHref,
}: {
  invoice: CompanyInvoice;
  creditNoteHref: (note: CreditNote) => string;
}) {
  return (
    // Right-aligned in a column and in a card alike.
    <div className="flex flex-col items-end gap-0.5">
      <span className="whitespace-nowrap">{formatDollars(invoice.amount)}</span>
      {invoice.credited > 0 && (
        <span className="text-xs whitespace-nowrap text-sky-800">
          −{formatDollars(invoice.credited)} credited
        </span>
      )}
      {invoice.credit_notes.length > 0 && (
        <ul aria-label={`Credit notes of ${invoice.number}`} className="flex flex-col items-end">
          {invoice.credit_notes.map((note) => (
            <li key={note.number}>
              <a
                href={creditNoteHref(note)}
                download
                title={`Credit note of ${formatDollars(note.amount)} (PDF)`}
                aria-label={`PDF of credit note ${note.number}, ${formatDollars(note.amount)}`}
                className="text-xs font-medium whitespace-nowrap text-glow-700 underline underline-offset-2"
              >
                {note.number}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A company's invoices on account: number and order, PO number, due day, status, amount (less
 * any credit notes) and what is still owed. `orderHref` links each order and `creditNoteHref`
 * each credit note's PDF where the reader may open them; `action` adds a cell (staff record a
 * payment there).
 *
 * Seven columns fit beside the back-office's sidebar at 1280 px: the order shares the invoice's
 * cell, the cells are padded a little less than other tables', and only figures and codes refuse
 * to wrap.
 */
export function CompanyInvoicesTable({
  invoices,
  orderHref,
  creditNoteHref,
  action,
}: {
  invoices: readonly CompanyInvoice[];
  orderHref: (invoice: CompanyInvoice) => string;
  creditNoteHref: (note: CreditNote) => string;
  action?: (invoice: CompanyInvoice) => ReactNode;
}) {
  return (
    <Table stacked className="[&_td]:px-3 [&_th]:px-3">
      <TableCaption>Invoices on account</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Invoice</TableHeaderCell>
          <TableHeaderCell>PO number</TableHeaderCell>
          <TableHeaderCell>Due</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell className="text-right">Amount</TableHeaderCell>
          <TableHeaderCell className="text-right">Balance</TableHeaderCell>
          {action && <TableHeaderCell>Payment</TableHeaderCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id}>
            <TableCell label="Invoice">
              <div className="flex flex-col items-end md:items-start">
                <span className="font-medium whitespace-nowrap text-slate-900">
                  {invoice.number}
                </span>
                <span className="text-xs whitespace-nowrap text-slate-500">
                  Order{' '}
                  <Link
                    to={orderHref(invoice)}
                    className="font-medium text-glow-700 underline underline-offset-2"
                  >
                    {invoice.tracking_no}
                  </Link>
                </span>
              </div>
            </TableCell>
            <TableCell label="PO number" className="wrap-anywhere">
              {invoice.po_number ?? '—'}
            </TableCell>
            <TableCell label="Due" className="whitespace-nowrap">
              {invoice.due_on}
            </TableCell>
            <TableCell label="Status">
              <InvoiceBadge invoice={invoice} />
            </TableCell>
            <TableCell label="Amount" className="text-right">
              <InvoiceAmount invoice={invoice} creditNoteHref={creditNoteHref} />
            </TableCell>
            <TableCell label="Balance" className="text-right whitespace-nowrap">
              {formatDollars(invoice.balance)}
            </TableCell>
            {action && <TableCell label="Payment">{action(invoice)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
