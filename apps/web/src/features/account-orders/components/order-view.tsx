import type { AccountOrderDetail } from '@backlit/domain';
import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { OrderDeadlines } from '../../../components/order-deadlines';
import { OrderDelivery } from '../../../components/order-delivery';
import { OrderLinesTable, type InvoiceBalance } from '../../../components/order-lines-table';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { PostalAddress } from '../../../components/postal-address';
import { Panel } from '../../../components/ui/panel';
import { formatDateTime, formatDay } from '../../../lib/format';
import { StatusHistory } from './status-history';

/** One of the customer's orders: where it stands, what was bought, where it goes. */
export function OrderView({ order, actions }: { order: AccountOrderDetail; actions: ReactNode }) {
  const { billing, shipment } = order;
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold text-slate-900">
            Order <span className="font-mono">{order.tracking_no}</span>
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <OrderStatusBadge status={order.status} onAccount={order.on_account} />
            <span>Placed {formatDateTime(order.created_at)}</span>
            {order.rush && (
              <span className="rounded-full bg-glow-100 px-2.5 py-0.5 text-xs font-semibold text-glow-800">
                2-Day Rush
              </span>
            )}
          </p>
          {order.invoice && (
            <p className="text-sm text-slate-600">
              Invoice <span className="font-mono">{order.invoice.number}</span>
            </p>
          )}
          {order.po_number && (
            <p className="text-sm text-slate-600">
              Your PO number <span className="font-mono">{order.po_number}</span>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">{actions}</div>
      </section>

      {shipment && (
        <Panel title="Shipment">
          <p className="flex items-start gap-3">
            <Truck aria-hidden className="mt-0.5 size-5 shrink-0 text-glow-700" />
            <span>
              Shipped {formatDateTime(shipment.shipped_at)}
              {shipment.carrier && ` with ${shipment.carrier}`}.
              {shipment.tracking_number && (
                <>
                  {' '}
                  Tracking number:{' '}
                  <span className="font-mono font-semibold text-slate-900">
                    {shipment.tracking_number}
                  </span>
                </>
              )}
            </span>
          </p>
        </Panel>
      )}

      {order.plan && (
        <OrderDeadlines plan={order.plan} icsUrl={`/api/account/orders/${order.id}/plan.ics`} />
      )}

      <OrderLinesTable order={order} {...invoiceTotals(order)} />

      <div className="grid gap-6 md:grid-cols-2">
        <Panel title="Billing address">
          <PostalAddress address={billing} />
          {order.ordernotes && (
            <p className="mt-3 border-t border-slate-100 pt-3">
              <span className="font-medium text-slate-900">Your notes:</span> {order.ordernotes}
            </p>
          )}
        </Panel>
        <Panel title="Ship to">
          <OrderDelivery order={order} />
        </Panel>
        <Panel title="Status history">
          <StatusHistory history={order.history} onAccount={order.on_account} />
        </Panel>
      </div>
    </div>
  );
}

/**
 * An order placed on account is not paid yet: its total is due by its invoice's day. Once money
 * was received or credit notes took some off, the page says so and what is left to pay.
 */
function invoiceTotals(order: AccountOrderDetail): {
  totalLabel?: string;
  balance?: InvoiceBalance;
} {
  const dueOn = order.invoice?.due_on;
  if (!dueOn || order.balance_due === null) return {};
  if (order.status === 'cancelled') return { totalLabel: 'Total (invoice cancelled)' };
  const cents = (dollars: number) => Math.round(dollars * 100);
  const creditedCents = order.credit_notes.reduce((sum, note) => sum + cents(note.amount), 0);
  const receivedCents = cents(order.total) - creditedCents - cents(order.balance_due);
  if (creditedCents === 0 && receivedCents <= 0)
    return { totalLabel: `Total due by ${formatDay(dueOn)}` };
  const deductions = order.credit_notes.map((note) => ({
    label: `Credit note ${note.number}`,
    amount: note.amount,
  }));
  if (receivedCents > 0) deductions.push({ label: 'Received', amount: receivedCents / 100 });
  return {
    totalLabel: 'Total invoiced',
    balance: {
      deductions,
      label: order.balance_due > 0 ? `Balance due by ${formatDay(dueOn)}` : 'Nothing left to pay',
      amount: order.balance_due,
    },
  };
}
