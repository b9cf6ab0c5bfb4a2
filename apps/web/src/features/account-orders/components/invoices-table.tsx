import {
  accountInvoicePath,
  accountOrderPath,
  formatDollars,
  type AccountInvoice,
} from '@backlit/domain';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { formatDate } from '../../../lib/format';

/** The customer's invoices, each with its order and a PDF download. */
export function InvoicesTable({ invoices }: { invoices: AccountInvoice[] }) {
  return (
    <Table>
      <TableCaption>Your invoices, newest first</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Invoice</TableHeaderCell>
          <TableHeaderCell className="hidden sm:table-cell">Date</TableHeaderCell>
          <TableHeaderCell className="hidden sm:table-cell">Order</TableHeaderCell>
          <TableHeaderCell className="text-right">Total</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">Download</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.number}>
            <TableCell className="font-mono font-semibold whitespace-nowrap text-slate-900">
              {invoice.number}
            </TableCell>
            <TableCell className="hidden sm:table-cell whitespace-nowrap">
              {formatDate(invoice.issued_at)}
            </TableCell>
            <TableCell className="hidden sm:table-cell font-mono whitespace-nowrap">
              <Link
                to={accountOrderPath(invoice.order_id)}
                className="text-glow-700 underline underline-offset-2"
              >
                {invoice.tracking_no}
              </Link>
            </TableCell>
            <TableCell className="text-right font-medium whitespace-nowrap text-slate-900">
              {formatDollars(invoice.total)}
            </TableCell>
            <TableCell className="text-right">
              <Button asChild variant="secondary" size="sm">
                <a
                  href={accountInvoicePath(invoice.order_id)}
                  download
                  aria-label={`PDF of invoice ${invoice.number}`}
                >
                  <Download aria-hidden />
                  PDF
                </a>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
