import { dollarsToCents, formatMoney, type OrderDetail } from '@backlit/domain';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { OrderStatusBadge } from '../../../components/order-status-badge';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });
const regions = new Intl.DisplayNames('en-US', { type: 'region' });
const PROVIDERS: Record<OrderDetail['payment']['provider'], string> = {
  paypal: 'PayPal',
  demo: 'Test payment (no money taken)',
};

function countryName(code: string): string {
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** One order for staff: what was bought, for how much, where it goes, and how it was paid. */
export function OrderDetails({ order }: { order: OrderDetail }) {
  const { billing } = order;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <OrderStatusBadge status={order.status} />
        <span>Placed {date.format(new Date(order.created_at))}</span>
        {order.rush && (
          <span className="rounded-full bg-glow-100 px-2.5 py-0.5 text-xs font-semibold text-glow-700">
            2-Day Rush
          </span>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <Table>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Product</TableHeaderCell>
              <TableHeaderCell>SKU</TableHeaderCell>
              <TableHeaderCell className="text-right">Unit price</TableHeaderCell>
              <TableHeaderCell className="text-right">Quantity</TableHeaderCell>
              <TableHeaderCell className="text-right">Total</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line, index) => (
              <TableRow key={index}>
                <TableCell className="font-medium text-slate-900">
                  {line.product_id ? (
                    <Link
                      to={`/admin/edit-product/${line.product_id}`}
                      className="underline-offset-2 hover:underline"
                    >
                      {line.name}
                    </Link>
                  ) : (
                    line.name
                  )}
                </TableCell>
                <TableCell className="font-mono text-xs">{line.sku}</TableCell>
                <TableCell className="text-right">
                  {formatMoney(dollarsToCents(line.unit_price))}
                </TableCell>
                <TableCell className="text-right">{line.quantity}</TableCell>
                <TableCell className="text-right">
                  {formatMoney(dollarsToCents(line.line_total))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <dl className="ml-auto flex w-full max-w-xs flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-4 text-sm">
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
          <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
            <dt>Total</dt>
            <dd>
              {formatMoney(dollarsToCents(order.total))} {order.currency}
            </dd>
          </div>
        </dl>
      </div>

      <div className="grid gap-6 md:grid-cols-3">
        <Panel title="Billing and shipping address">
          <address className="not-italic">
            {billing.firstname} {billing.lastname}
            {billing.companyname && (
              <>
                <br />
                {billing.companyname}
              </>
            )}
            <br />
            {billing.streetaddress}
            {billing.streetaddressoptional && (
              <>
                <br />
                {billing.streetaddressoptional}
              </>
            )}
            <br />
            {billing.city}, {billing.state_contry} {billing.zip}
            <br />
            {countryName(billing.country)}
          </address>
          <p className="mt-2">
            <a href={`tel:${billing.phone}`} className="text-glow-700 underline">
              {billing.phone}
            </a>
            <br />
            <a href={`mailto:${billing.email}`} className="text-glow-700 underline">
              {billing.email}
            </a>
          </p>
        </Panel>
        <Panel title="Payment">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-500">Provider</dt>
            <dd>{PROVIDERS[order.payment.provider]}</dd>
            <dt className="text-slate-500">Status</dt>
            <dd className="capitalize">{order.payment.status}</dd>
            <dt className="text-slate-500">Order ID</dt>
            <dd className="font-mono text-xs break-all">{order.payment.order_id}</dd>
            <dt className="text-slate-500">Capture ID</dt>
            <dd className="font-mono text-xs break-all">{order.payment.capture_id ?? '—'}</dd>
          </dl>
        </Panel>
        <Panel title="Notes">
          <p className="whitespace-pre-line">{order.ordernotes ?? 'No notes from the customer.'}</p>
          <p className="mt-2 text-slate-500">
            Promotions by e-mail: {order.promotions ? 'yes' : 'no'}
          </p>
        </Panel>
      </div>
    </div>
  );
}
