import {
  formatDollars,
  INVOICE_STATUS_LABELS,
  type CompanyInvoice,
  type CompanyTerms,
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

/** An invoice's state as a pill: open, overdue, paid or cancelled. */
function InvoiceBadge({ invoice }: { invoice: CompanyInvoice }) {
  const overdue = invoice.overdue;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        overdue
          ? 'bg-red-50 text-red-800 ring-red-200'
          : invoice.status === 'paid'
            ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
            : invoice.status === 'void'
              ? 'bg-slate-100 text-slate-700 ring-slate-200'
              : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      {overdue ? 'Overdue' : INVOICE_STATUS_LABELS[invoice.status]}
    </span>
  );
}

/**
 * A company's invoices on account: number, order, PO number, due day, status, amount and what
 * is still owed. `orderHref` links each order where the reader sees it; `action` adds a cell
 * (staff record a payment there).
 */
export function CompanyInvoicesTable({
  invoices,
  orderHref,
  action,
}: {
  invoices: readonly CompanyInvoice[];
  orderHref: (invoice: CompanyInvoice) => string;
  action?: (invoice: CompanyInvoice) => ReactNode;
}) {
  return (
    <Table stacked>
      <TableCaption>Invoices on account</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Invoice</TableHeaderCell>
          <TableHeaderCell>Order</TableHeaderCell>
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
            <TableCell label="Invoice" className="font-medium whitespace-nowrap text-slate-900">
              {invoice.number}
            </TableCell>
            <TableCell label="Order" className="whitespace-nowrap">
              <Link
                to={orderHref(invoice)}
                className="font-medium text-glow-700 underline underline-offset-2"
              >
                {invoice.tracking_no}
              </Link>
            </TableCell>
            <TableCell label="PO number" className="whitespace-nowrap">
              {invoice.po_number ?? '—'}
            </TableCell>
            <TableCell label="Due" className="whitespace-nowrap">
              {invoice.due_on}
            </TableCell>
            <TableCell label="Status">
              <InvoiceBadge invoice={invoice} />
            </TableCell>
            <TableCell label="Amount" className="text-right whitespace-nowrap">
              {formatDollars(invoice.amount)}
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
