import {
  isOnAccount,
  PAYMENT_PROVIDER_LABELS,
  paymentStatusLabel,
  type OrderDetail,
} from '@backlit/domain';
import { useState } from 'react';
import { OrderDelivery } from '../../../components/order-delivery';
import { OrderLinesTable } from '../../../components/order-lines-table';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { PostalAddress, SenderAddress } from '../../../components/postal-address';
import { Input } from '../../../components/ui/input';
import { Panel } from '../../../components/ui/panel';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

/** One order for staff: what was bought, for how much, where it goes, and how it was paid. */
export function OrderDetails({ order }: { order: OrderDetail }) {
  const { billing } = order;
  // Billed by its invoice: no provider captured anything, so there is no capture to show.
  const onAccount = isOnAccount(order.payment);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <OrderStatusBadge status={order.status} onAccount={onAccount} />
        <span>Placed {date.format(new Date(order.created_at))}</span>
        {order.blind_ship && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            Ships blind as {order.blind_ship.name}
          </span>
        )}
        {order.rush && (
          <span className="rounded-full bg-glow-100 px-2.5 py-0.5 text-xs font-semibold text-glow-700">
            2-Day Rush
          </span>
        )}
      </div>

      <OrderLinesTable
        order={order}
        totalLabel={onAccount ? 'Total invoiced' : undefined}
        productHref={(line) =>
          line.product_id === null ? undefined : `/admin/edit-product/${line.product_id}`
        }
      />

      <div className="grid gap-6 md:grid-cols-2">
        <Panel title="Billing address">
          <PostalAddress address={billing} />
        </Panel>
        <Panel title="Ship to">
          <OrderDelivery order={order} />
          {order.blind_ship && <BlindSender sender={order.blind_ship} />}
          <a
            href={`/api/orders/${order.id}/packing-slip.pdf`}
            download
            className="mt-3 inline-flex text-sm font-medium text-glow-700 underline underline-offset-2"
          >
            Download packing slip (PDF)
          </a>
          {(order.trade_show ?? order.plan?.show) && <BoothLabels orderId={order.id} />}
        </Panel>
        <Panel title="Payment">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-500">Provider</dt>
            <dd>{PAYMENT_PROVIDER_LABELS[order.payment.provider]}</dd>
            <dt className="text-slate-500">Status</dt>
            {onAccount ? (
              <dd>Billed by invoice</dd>
            ) : (
              <dd>{paymentStatusLabel(order.payment.provider, order.payment.status)}</dd>
            )}
            <dt className="text-slate-500">Order ID</dt>
            <dd className="font-mono text-xs break-all">{order.payment.order_id}</dd>
            {!onAccount && (
              <>
                <dt className="text-slate-500">Capture ID</dt>
                <dd className="font-mono text-xs break-all">{order.payment.capture_id ?? '—'}</dd>
              </>
            )}
            {order.po_number && (
              <>
                <dt className="text-slate-500">PO number</dt>
                <dd className="font-mono text-xs break-all">{order.po_number}</dd>
              </>
            )}
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

/** A blind order's sender: the buyer's company, whose name the parcel and slip carry. */
function BlindSender({ sender }: { sender: NonNullable<OrderDetail['blind_ship']> }) {
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <p className="font-medium text-slate-900">Ships blind: sender on the parcel</p>
      <SenderAddress
        name={sender.name}
        address={sender.return_address}
        className="mt-1 text-sm text-slate-700"
      />
      <p className="mt-1 text-xs text-slate-500">
        No prices and nothing of the shop’s on the packing slip
        {sender.has_logo ? '; it carries the company’s logo' : ''}.
      </p>
    </div>
  );
}

/** Carton labels for a booth: how many cartons, then a 4 × 6 in or a letter PDF. */
function BoothLabels({ orderId }: { orderId: number }) {
  const [cartons, setCartons] = useState('1');
  const count = Math.min(50, Math.max(1, Number.parseInt(cartons, 10) || 1));
  const href = (format: '4x6' | 'letter') =>
    `/api/orders/${orderId}/booth-labels.pdf?${new URLSearchParams({ cartons: String(count), format })}`;
  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-3">
      <p className="font-medium text-slate-900">Booth labels</p>
      <div className="flex flex-wrap items-end gap-3">
        <Input
          label="Cartons"
          type="number"
          min={1}
          max={50}
          value={cartons}
          onChange={(event) => setCartons(event.target.value)}
          containerClassName="w-24"
        />
        <a
          href={href('4x6')}
          download
          className="inline-flex h-11 items-center text-sm font-medium text-glow-700 underline underline-offset-2"
        >
          4 × 6 in labels (PDF)
        </a>
        <a
          href={href('letter')}
          download
          className="inline-flex h-11 items-center text-sm font-medium text-glow-700 underline underline-offset-2"
        >
          Letter (PDF)
        </a>
      </div>
    </div>
  );
}
