import { formatDollars, type Quote } from '@backlit/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from './ui/table';

const money = (dollars: number | null) =>
  dollars === null ? 'To be priced' : formatDollars(dollars);

/**
 * A quote's lines with their prices and totals; `priceCell` replaces the unit price (the staff's
 * price inputs).
 */
export function QuoteLines({
  quote,
  priceCell,
}: {
  quote: Quote;
  priceCell?: (line: Quote['lines'][number]) => ReactNode;
}) {
  return (
    <Table>
      <TableCaption>Lines of quote {quote.number}</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Product</TableHeaderCell>
          <TableHeaderCell className="text-right">Qty</TableHeaderCell>
          <TableHeaderCell className="text-right">Unit price</TableHeaderCell>
          <TableHeaderCell className="text-right max-sm:hidden">Amount</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quote.lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell>
              <span className="font-medium text-slate-900">{line.name}</span>
              <span className="block text-xs text-slate-500">SKU {line.sku}</span>
            </TableCell>
            <TableCell className="text-right tabular-nums">{line.quantity}</TableCell>
            <TableCell className="text-right tabular-nums">
              {priceCell ? priceCell(line) : money(line.unit_price)}
            </TableCell>
            <TableCell className="text-right tabular-nums max-sm:hidden">
              {money(line.line_total)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Subtotal, shipping and the total before tax, once priced. */
export function QuoteTotals({ quote }: { quote: Quote }) {
  if (quote.total === null) return null;
  const rows: [string, number | null][] = [
    ['Subtotal', quote.subtotal],
    ['Shipping', quote.shipping],
  ];
  return (
    <dl className="ml-auto flex w-full max-w-xs flex-col gap-1.5 text-sm">
      {rows.map(([label, dollars]) => (
        <div key={label} className="flex justify-between">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{money(dollars)}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-slate-200 pt-2">
        <dt className="font-semibold text-slate-900">Total before tax</dt>
        <dd className="font-bold text-slate-900 tabular-nums">{money(quote.total)}</dd>
      </div>
    </dl>
  );
}

/** A quote as a list names it: its number, linking to `to`, and what it asks for below. */
export function QuoteSummary({
  quote,
  to,
}: {
  quote: Pick<Quote, 'number' | 'lines'>;
  to: string;
}) {
  return (
    <>
      <Link to={to} className="font-medium text-glow-700 hover:underline">
        {quote.number}
      </Link>
      <span className="block text-xs text-slate-500">
        {quote.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}
      </span>
    </>
  );
}
