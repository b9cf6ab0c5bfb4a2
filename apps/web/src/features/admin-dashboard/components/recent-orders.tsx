import { formatDollars, orderStatusLabel, type DashboardResponse } from '@backlit/domain';
import { Link } from 'react-router';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The latest orders, whatever the period, each leading to its order page. */
export function RecentOrders({ orders }: { orders: DashboardResponse['recent_orders'] }) {
  return (
    <section aria-labelledby="recent-orders" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between">
        <h2 id="recent-orders" className="text-lg font-semibold text-slate-900">
          Recent orders
        </h2>
        <Link to="/admin/orders" className="text-sm font-medium text-slate-700 underline">
          All orders
        </Link>
      </div>
      {orders.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-600">
          No orders yet.
        </p>
      ) : (
        <Table stacked>
          <TableCaption>The latest orders, newest first</TableCaption>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Order</TableHeaderCell>
              <TableHeaderCell>Customer</TableHeaderCell>
              <TableHeaderCell>Date</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell className="text-right">Total</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell>
                  <Link
                    to={`/admin/orders/${order.id}`}
                    className="font-mono font-semibold text-slate-900 underline"
                  >
                    {order.tracking_no}
                  </Link>
                </TableCell>
                <TableCell label="Customer">{order.name}</TableCell>
                <TableCell label="Date" className="whitespace-nowrap">
                  {date.format(new Date(order.created_at))}
                </TableCell>
                <TableCell label="Status">
                  <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-200">
                    {orderStatusLabel(order.status, order.on_account)}
                  </span>
                </TableCell>
                <TableCell label="Total" className="text-right whitespace-nowrap">
                  {formatDollars(order.total)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
