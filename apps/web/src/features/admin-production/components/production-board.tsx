import {
  formatDeadlineDay,
  PRODUCTION_GROUP_LABEL,
  PRODUCTION_RISK_LABEL,
  type ProductionBoardResponse,
  type ProductionGroup,
  type ProductionOrder,
  type ProductionRisk,
} from '@backlit/domain';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { cn } from '../../../lib/cn';

/** The worst risks read red, a proof or stock to chase amber. */
const RISK_TONE: Record<ProductionRisk, string> = {
  ship_by_overdue: 'bg-red-50 text-red-800 ring-red-200',
  ship_by_today: 'bg-red-50 text-red-800 ring-red-200',
  artwork_late: 'bg-red-50 text-red-800 ring-red-200',
  proof_waiting: 'bg-amber-50 text-amber-900 ring-amber-200',
  stock_short: 'bg-amber-50 text-amber-900 ring-amber-200',
};

const GROUP_TONE: Record<ProductionGroup, string> = {
  overdue: 'text-red-700',
  today: 'text-red-700',
  tomorrow: 'text-amber-800',
  later: 'text-slate-900',
  unplanned: 'text-slate-600',
};

const day = (iso: string | null) => (iso ? formatDeadlineDay(iso) : '—');

/**
 * The production board: every open order under its ship-by group, soonest first, each with the
 * reasons it is at risk (or "On track") and a link to the order.
 */
export function ProductionBoard({ board }: { board: Omit<ProductionBoardResponse, 'status'> }) {
  if (board.groups.length === 0) {
    return (
      <EmptyState
        icon={CircleCheck}
        title="Nothing to make."
        text="Every paid order has shipped. New orders appear here by the day they must ship."
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {board.groups.map(({ group, orders }) => (
        <section
          key={group}
          aria-labelledby={`production-${group}`}
          className="flex flex-col gap-3"
        >
          <h2 id={`production-${group}`} className={cn('text-lg font-semibold', GROUP_TONE[group])}>
            {PRODUCTION_GROUP_LABEL[group]}{' '}
            <span className="text-sm font-normal text-slate-500">
              ({orders.length} {orders.length === 1 ? 'order' : 'orders'})
            </span>
          </h2>
          <GroupTable label={PRODUCTION_GROUP_LABEL[group]} orders={orders} />
        </section>
      ))}
    </div>
  );
}

function GroupTable({ label, orders }: { label: string; orders: ProductionOrder[] }) {
  return (
    <Table stacked>
      <TableCaption>{label}</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Order</TableHeaderCell>
          <TableHeaderCell>Planned for</TableHeaderCell>
          <TableHeaderCell>Ship by</TableHeaderCell>
          <TableHeaderCell>Artwork by</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Risk</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell label="Order">
              {/* One block, so that a phone's card shows it as one value beside its label. */}
              <span>
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="font-medium whitespace-nowrap text-glow-700 hover:underline"
                >
                  {order.tracking_no}
                </Link>
                <span className="block text-xs text-slate-500">{order.name}</span>
              </span>
            </TableCell>
            <TableCell label="Planned for">
              {order.target === null ? (
                '—'
              ) : (
                <span>
                  {order.show_name ?? 'A date'}
                  <span className="block text-xs text-slate-500">
                    needed by {formatDeadlineDay(order.target)}
                  </span>
                </span>
              )}
            </TableCell>
            <TableCell label="Ship by" className="whitespace-nowrap">
              {day(order.ship_by)}
            </TableCell>
            <TableCell label="Artwork by" className="whitespace-nowrap">
              {day(order.artwork_by)}
            </TableCell>
            <TableCell label="Status">
              <OrderStatusBadge status={order.status} onAccount={order.on_account} />
            </TableCell>
            <TableCell label="Risk">
              <RiskList risks={order.risks} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RiskList({ risks }: { risks: ProductionRisk[] }) {
  if (risks.length === 0) return <span className="text-sm text-emerald-700">On track</span>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="At risk">
      {risks.map((risk) => (
        <li
          key={risk}
          className={cn(
            'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
            RISK_TONE[risk],
          )}
        >
          {PRODUCTION_RISK_LABEL[risk]}
        </li>
      ))}
    </ul>
  );
}
