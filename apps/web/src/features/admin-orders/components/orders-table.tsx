import {
  formatDollars,
  isOnAccountOrder,
  ORDER_ARTWORK_LABELS,
  orderPaymentMethodLabel,
  type OrderSummary,
} from '@backlit/domain';
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
 * The back-office orders table: the order (tracking number, id), date, customer (name, e-mail,
 * phone), total with the payement_method it was paid by, status, artwork and the View action. Grouped so
 * it fits beside the sidebar at 1280 px; on phones each order is a card.
 */
export function OrdersTable({ orders, stale }: { orders: OrderSummary[]; stale: boolean }) {
  return (
    <Table stacked aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
      <TableCaption className="sr-only">Orders, newest first</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Tracking No</TableHeaderCell>
          <TableHeaderCell>Date</TableHeaderCell>
          <TableHeaderCell>Customer</TableHeaderCell>
          <TableHeaderCell className="text-right">Total</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Artwork</TableHeaderCell>
          <TableHeaderCell className="text-right">Action</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell>
              <span className="block font-mono font-semibold text-slate-900">
                {order.tracking_no}
              </span>
              <span className="block text-xs text-slate-500">ID {order.id}</span>
            </TableCell>
            <TableCell label="Date" className="whitespace-nowrap">
              {formatDateTime(order.created_at)}
            </TableCell>
            <TableCell label="Customer" className="min-w-0 wrap-anywhere">
              <span className="block">
                <span className="block font-medium text-slate-900">{order.name}</span>
                <span className="block text-xs">{order.email}</span>
                <span className="block text-xs whitespace-nowrap">{order.phone}</span>
              </span>
            </TableCell>
            <TableCell label="Total" className="text-right whitespace-nowrap">
              <span className="block">
                <span className="block font-medium text-slate-900 tabular-nums">
                  {formatDollars(order.total)}
                </span>
                {/* May wrap ("Invoice (on account)"): the amount is what must stay on one line. */}
                <span className="block text-xs whitespace-normal text-slate-500">
                  {orderPaymentMethodLabel(order.payement_method)}
                </span>
              </span>
            </TableCell>
            <TableCell label="Status">
              <OrderStatusBadge
                status={order.status}
                onAccount={isOnAccountOrder(order.payement_method)}
              />
            </TableCell>
            <TableCell label="Artwork" className="text-xs whitespace-nowrap">
              {ORDER_ARTWORK_LABELS[order.artwork]}
            </TableCell>
            <TableCell className="text-right">
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
