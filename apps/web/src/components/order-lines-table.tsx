import {
  formatDollars,
  type OrderLine,
  type TaxExemption,
  type TaxLineView,
} from '@backlit/domain';
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

type OrderLinesTableProps = {
  /** What was bought, with its dollar amounts as the API gives them. */
  order: {
    lines: readonly OrderLine[];
    subtotal: number;
    rush: boolean;
    rush_fee: number;
    /** The shipping method and its price when the order was placed. */
    shipping?: { method: string; price: number } | null;
    /** Each sales-tax component charged. */
    tax: readonly TaxLineView[];
    /** The resale certificate that took the region's tax off, when one did. */
    tax_exemption?: TaxExemption | undefined;
    total: number;
  };
  /** Where a line's product name links to, if anywhere (staff: where they edit the product). */
  productHref?: (line: OrderLine) => string | undefined;
  /** What the total is called: what was paid, unless the order was billed on account. */
  totalLabel?: string;
  /** For an invoice settled over time: what was taken off the total, and what is left to pay. */
  balance?: InvoiceBalance | undefined;
};

export type InvoiceBalance = {
  deductions: readonly { label: string; amount: number }[];
  label: string;
  amount: number;
};

const money = (dollars: number, code = false) => formatDollars(dollars, { code });

/** The total's row, and the balance's after it: set apart from the lines that add up to them. */
const TOTAL_ROW =
  'flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900';

/**
 * An order's lines and totals, as the customer and staff see them. SKU and unit price give way
 * on a phone, so product, quantity and total fit without scrolling.
 */
export function OrderLinesTable({
  order,
  productHref,
  totalLabel = 'Total paid',
  balance,
}: OrderLinesTableProps) {
  return (
    <div className="flex flex-col gap-3">
      <Table>
        <TableCaption>What was ordered</TableCaption>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Product</TableHeaderCell>
            <TableHeaderCell className="hidden sm:table-cell">SKU</TableHeaderCell>
            <TableHeaderCell className="hidden text-right sm:table-cell">
              Unit price
            </TableHeaderCell>
            <TableHeaderCell className="text-right">Quantity</TableHeaderCell>
            <TableHeaderCell className="text-right">Total</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line, index) => {
            const href = productHref?.(line);
            return (
              <TableRow key={index}>
                <TableCell className="font-medium text-slate-900">
                  {href ? (
                    <Link to={href} className="underline-offset-2 hover:underline">
                      {line.name}
                    </Link>
                  ) : (
                    line.name
                  )}
                </TableCell>
                <TableCell className="hidden font-mono text-xs sm:table-cell">{line.sku}</TableCell>
                <TableCell className="hidden text-right whitespace-nowrap sm:table-cell">
                  {money(line.unit_price)}
                </TableCell>
                <TableCell className="text-right">{line.quantity}</TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  {money(line.line_total)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <dl className="ml-auto flex w-full max-w-sm flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Subtotal</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        {order.rush && (
          <div className="flex justify-between">
            <dt className="text-slate-600">2-Day Rush</dt>
            <dd>{money(order.rush_fee)}</dd>
          </div>
        )}
        {order.shipping && (
          <div className="flex justify-between">
            <dt className="text-slate-600">{`Shipping (${order.shipping.method})`}</dt>
            <dd>{order.shipping.price === 0 ? 'Free' : money(order.shipping.price)}</dd>
          </div>
        )}
        {order.tax.map((line) => (
          <div key={line.name} className="flex justify-between">
            <dt className="text-slate-600">{`${line.name} ${line.rate}%`}</dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        {order.tax_exemption && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{`Tax exempt — certificate ${order.tax_exemption.certificate_number} (${order.tax_exemption.state})`}</dt>
            <dd>{money(0)}</dd>
          </div>
        )}
        <div className={TOTAL_ROW}>
          <dt>{totalLabel}</dt>
          <dd className="whitespace-nowrap">{money(order.total, true)}</dd>
        </div>
        {balance && (
          <>
            {balance.deductions.map((line) => (
              <div key={line.label} className="flex justify-between gap-4">
                <dt className="text-slate-600">{line.label}</dt>
                <dd className="whitespace-nowrap">−{money(line.amount)}</dd>
              </div>
            ))}
            <div className={TOTAL_ROW}>
              <dt className="text-balance">{balance.label}</dt>
              <dd className="whitespace-nowrap">{money(balance.amount, true)}</dd>
            </div>
          </>
        )}
      </dl>
    </div>
  );
}
