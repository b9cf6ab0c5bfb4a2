import {
  formatDollars,
  PAYMENT_PROVIDER_LABELS,
  UNSETTLED_PAYMENT_STATUSES,
  type AdminPayment,
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
import { formatDateTime } from '../../../lib/format';

/**
 * The payments: when, who, how much, where each stands, and the order it made or why the shop
 * gave it back. On phones each row becomes a card: date, amount and outcome under the customer.
 */
export function PaymentsTable({ payments, stale }: { payments: AdminPayment[]; stale: boolean }) {
  return (
    <Table aria-busy={stale} className={stale ? 'opacity-60' : undefined} scrollLabel="Payments">
      <TableCaption>Payments, latest change first</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell className="max-sm:hidden">Date</TableHeaderCell>
          <TableHeaderCell>Customer</TableHeaderCell>
          <TableHeaderCell className="text-right max-sm:hidden">Amount</TableHeaderCell>
          <TableHeaderCell>State</TableHeaderCell>
          <TableHeaderCell className="max-sm:hidden">Order or note</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment) => {
          const amount = formatDollars(payment.amount);
          return (
            <TableRow key={payment.id}>
              <TableCell className="align-top whitespace-nowrap max-sm:hidden">
                <Time iso={payment.created_at} />
              </TableCell>
              <TableCell className="align-top">
                <span className="block font-medium break-all text-slate-900">
                  {payment.customer_email}
                </span>
                <span className="block text-xs break-all text-slate-500">
                  {PAYMENT_PROVIDER_LABELS[payment.provider]} · {payment.provider_order_id}
                </span>
                <span className="mt-2 flex flex-col gap-1 text-sm sm:hidden">
                  <span>
                    <Time iso={payment.created_at} /> ·{' '}
                    <span className="font-medium text-slate-900">{amount}</span>
                  </span>
                  <Outcome payment={payment} />
                </span>
              </TableCell>
              <TableCell className="text-right align-top font-medium whitespace-nowrap text-slate-900 max-sm:hidden">
                {amount}
              </TableCell>
              <TableCell className="align-top">
                <PaymentStatusBadge provider={payment.provider} status={payment.state} />
              </TableCell>
              <TableCell className="align-top max-sm:hidden">
                <Outcome payment={payment} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/** The order the payment made, or the shop's note on it (why it refunded it by itself). */
function Outcome({ payment }: { payment: AdminPayment }) {
  if (payment.order_id !== null) {
    return (
      <Link
        to={`/admin/orders/${payment.order_id}`}
        className="font-mono font-semibold whitespace-nowrap text-glow-700 underline underline-offset-2"
      >
        {payment.tracking_no ?? `Order #${payment.order_id}`}
      </Link>
    );
  }
  if (payment.note) return <span className="block max-w-xs text-slate-700">{payment.note}</span>;
  return (
    <span className="text-slate-500">
      {(UNSETTLED_PAYMENT_STATUSES as readonly string[]).includes(payment.state)
        ? 'No order yet'
        : 'No order'}
    </span>
  );
}
