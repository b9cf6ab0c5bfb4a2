import { accountOrderPath, formatDollars, type AccountOrderSummary } from '@backlit/domain';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badge';
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

/** The customer's orders: number, date, status, total and a link to each; a card each on phones. */
export function OrdersTable({ orders, stale }: { orders: AccountOrderSummary[]; stale: boolean }) {
  return (
    <Table stacked aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
      <TableCaption>Your orders, newest first</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Order</TableHeaderCell>
          <TableHeaderCell>Date</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell className="text-right">Total</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell className="font-mono font-semibold whitespace-nowrap text-slate-900">
              <Link to={accountOrderPath(order.id)} className="underline-offset-2 hover:underline">
                {order.tracking_no}
              </Link>
            </TableCell>
            <TableCell label="Date" className="whitespace-nowrap">
              {formatDate(order.created_at)}
            </TableCell>
            <TableCell label="Status">
              <OrderStatusBadge status={order.status} onAccount={order.on_account} />
            </TableCell>
            <TableCell
              label="Total"
              className="text-right font-medium whitespace-nowrap text-slate-900"
            >
              {formatDollars(order.total)}
            </TableCell>
            <TableCell className="text-right @max-3xl:pt-2">
              <Button asChild variant="secondary" size="sm">
                <Link
                  to={accountOrderPath(order.id)}
                  aria-label={`View order ${order.tracking_no}`}
                >
                  <Eye aria-hidden />
                  View
                </Link>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
