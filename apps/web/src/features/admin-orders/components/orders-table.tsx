import { dollarsToCents, formatMoney, type OrderSummary } from '@backlit/domain';
import { Eye } from 'lucide-react';
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
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { formatDateTime } from '../../../lib/format';

/**
 * The back-office orders table (ID, Tracking No, Phone No, Email, Action, and the payement_method
 * each order carries) with date, customer, total and status.
 */
export function OrdersTable({ orders, stale }: { orders: OrderSummary[]; stale: boolean }) {
  return (
    <Table aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
      <TableCaption className="sr-only">Orders, newest first</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>ID</TableHeaderCell>
          <TableHeaderCell>Tracking No</TableHeaderCell>
          <TableHeaderCell>Date</TableHeaderCell>
          <TableHeaderCell>Customer</TableHeaderCell>
          <TableHeaderCell>Phone No</TableHeaderCell>
          <TableHeaderCell>Email</TableHeaderCell>
          <TableHeaderCell className="text-right">Total</TableHeaderCell>
          <TableHeaderCell>Payment</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Action</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell>{order.id}</TableCell>
            <TableCell className="font-mono font-semibold">{order.tracking_no}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(order.created_at)}</TableCell>
            <TableCell>{order.name}</TableCell>
            <TableCell className="whitespace-nowrap">{order.phone}</TableCell>
            <TableCell>{order.email}</TableCell>
            <TableCell className="text-right whitespace-nowrap">
              {formatMoney(dollarsToCents(order.total))}
            </TableCell>
            <TableCell>{order.payement_method}</TableCell>
            <TableCell>
              <OrderStatusBadge status={order.status} />
            </TableCell>
            <TableCell>
              <Button asChild variant="ghost" size="sm">
                <Link
                  to={`/admin/orders/${order.id}`}
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
