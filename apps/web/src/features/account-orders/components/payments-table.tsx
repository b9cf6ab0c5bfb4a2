import {
  accountOrderPath,
  formatDollars,
  PAYMENT_PROVIDER_LABELS,
  type AccountPayment,
} from '@backlit/domain';
import { Link } from 'react-router';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
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

/** What became of a payment that has no order (yet): being finished, given back, or never taken. */
function withoutOrder({ status, note }: AccountPayment): string {
  const why = note ? ` — ${note}` : '';
  switch (status) {
    case 'capturing':
    case 'captured':
      return 'Being finished';
    case 'refunding':
      return `Being refunded${why}`;
    case 'refunded':
      return `Refunded${why}`;
    default:
      return 'No order (nothing charged)';
  }
}

/** The payments made for the customer's orders: when, for which order, how, and where they stand. */
export function PaymentsTable({ payments }: { payments: AccountPayment[] }) {
  return (
    <Table>
      <TableCaption>Your payments, newest first</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell className="max-sm:hidden">Date</TableHeaderCell>
          <TableHeaderCell>Order</TableHeaderCell>
          <TableHeaderCell className="hidden sm:table-cell">Paid with</TableHeaderCell>
          <TableHeaderCell className="hidden md:table-cell">Reference</TableHeaderCell>
          <TableHeaderCell className="text-right">Amount</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.id}>
            <TableCell className="whitespace-nowrap max-sm:hidden">
              {formatDate(payment.created_at)}
            </TableCell>
            <TableCell>
              {payment.order_id !== null && payment.tracking_no !== null ? (
                <Link
                  to={accountOrderPath(payment.order_id)}
                  className="font-mono whitespace-nowrap text-glow-700 underline underline-offset-2"
                >
                  {payment.tracking_no}
                </Link>
              ) : (
                <span className="block text-slate-600 sm:min-w-40">{withoutOrder(payment)}</span>
              )}
              {/* Narrow screens show the date under the order instead of in its column. */}
              <span className="block text-xs whitespace-nowrap text-slate-500 sm:hidden">
                {formatDate(payment.created_at)}
              </span>
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              {PAYMENT_PROVIDER_LABELS[payment.provider]}
            </TableCell>
            <TableCell className="hidden font-mono text-xs break-all md:table-cell">
              {payment.reference}
            </TableCell>
            <TableCell className="text-right font-medium whitespace-nowrap text-slate-900">
              {formatDollars(payment.amount)}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <PaymentStatusBadge provider={payment.provider} status={payment.status} />
              {payment.refunded > 0 && payment.status !== 'refunded' && (
                <span className="block text-xs text-slate-500">
                  {formatDollars(payment.refunded)}{' '}
                  {payment.provider === 'invoice' ? 'credited' : 'refunded'}
                </span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
