import { dollarsToCents, formatMoney, type AccountOrderDetail } from '@backlit/domain';
import { Truck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { formatDateTime } from './format';
import { StatusHistory } from './status-history';

const regions = new Intl.DisplayNames('en-US', { type: 'region' });

function countryName(code: string): string {
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

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
            <OrderStatusBadge status={order.status} />
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

      <div className="flex flex-col gap-3">
        <Table>
          <TableCaption>What you ordered</TableCaption>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Product</TableHeaderCell>
              <TableHeaderCell className="hidden sm:table-cell">SKU</TableHeaderCell>
              <TableHeaderCell className="hidden sm:table-cell text-right">
                Unit price
              </TableHeaderCell>
              <TableHeaderCell className="text-right">Qty</TableHeaderCell>
              <TableHeaderCell className="text-right">Total</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line, index) => (
              <TableRow key={index}>
                <TableCell className="font-medium text-slate-900">{line.name}</TableCell>
                <TableCell className="hidden sm:table-cell font-mono text-xs">{line.sku}</TableCell>
                <TableCell className="hidden sm:table-cell text-right whitespace-nowrap">
                  {formatMoney(dollarsToCents(line.unit_price))}
                </TableCell>
                <TableCell className="text-right">{line.quantity}</TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  {formatMoney(dollarsToCents(line.line_total))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <dl className="ml-auto flex w-full max-w-xs flex-col gap-1.5 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-600">Subtotal</dt>
            <dd>{formatMoney(dollarsToCents(order.subtotal))}</dd>
          </div>
          {order.rush && (
            <div className="flex justify-between">
              <dt className="text-slate-600">2-Day Rush</dt>
              <dd>{formatMoney(dollarsToCents(order.rush_fee))}</dd>
            </div>
          )}
          <div className="flex justify-between border-t border-slate-200 pt-1.5 text-base font-semibold text-slate-900">
            <dt>Total paid</dt>
            <dd>{formatMoney(dollarsToCents(order.total))}</dd>
          </div>
        </dl>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Panel title="Billing address">
          <address className="not-italic leading-relaxed">
            {billing.firstname} {billing.lastname}
            {billing.companyname && <br />}
            {billing.companyname}
            <br />
            {billing.streetaddress}
            {billing.streetaddressoptional && <br />}
            {billing.streetaddressoptional}
            <br />
            {billing.city}, {billing.state_contry} {billing.zip}
            <br />
            {countryName(billing.country)}
            <br />
            {billing.email} · {billing.phone}
          </address>
          {order.ordernotes && (
            <p className="mt-3 border-t border-slate-100 pt-3">
              <span className="font-medium text-slate-900">Your notes:</span> {order.ordernotes}
            </p>
          )}
        </Panel>
        <Panel title="Status history">
          <StatusHistory history={order.history} />
        </Panel>
      </div>
    </div>
  );
}
