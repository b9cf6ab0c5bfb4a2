import {
  formatDollars,
  isOnAccount,
  ORDER_STATUS_LABELS,
  type OrderDetail,
  type OrderHistoryEntry,
  adminCreditNotePath,
} from '@backlit/domain';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { formatDateTime } from '../../../lib/format';

/** A change as one line; on an order on account what was given back is a credit note. */
function describe(entry: OrderHistoryEntry, onAccount: boolean): string {
  if (entry.from === entry.to) {
    const amount = formatDollars(entry.refund ?? 0);
    return onAccount ? `Credit note of ${amount}` : `Partial refund of ${amount}`;
  }
  const parts = [`${ORDER_STATUS_LABELS[entry.from]} → ${ORDER_STATUS_LABELS[entry.to]}`];
  if (entry.carrier && entry.tracking_number) {
    parts.push(`${entry.carrier} ${entry.tracking_number}`);
  }
  if (entry.refund !== null) {
    parts.push(`${formatDollars(entry.refund)} ${onAccount ? 'credited' : 'refunded'}`);
  }
  return parts.join(' · ');
}

/**
 * Shipment, money captured and given back, and every status change with who made it. An order on
 * account had nothing captured: it is billed by its invoice, which the company page follows, and
 * what is given back is a credit note against that invoice.
 */
export function OrderHistory({ order }: { order: OrderDetail }) {
  const onAccount = isOnAccount(order.payment);
  return (
    <div className="flex flex-col gap-5 text-sm text-slate-700">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-500">Shipment</dt>
        <dd>
          {order.shipment ? (
            <>
              {order.shipment.carrier} ·{' '}
              <span className="font-mono">{order.shipment.tracking_number}</span> · shipped{' '}
              {formatDateTime(order.shipment.shipped_at)}
            </>
          ) : (
            'Not shipped yet'
          )}
        </dd>
        {onAccount ? (
          <>
            <dt className="text-slate-500">Payment</dt>
            <dd>On account: billed by invoice, paid to the company’s terms</dd>
            {(order.amounts.refunded > 0 || order.amounts.refundable > 0) && (
              <>
                <dt className="text-slate-500">Credited</dt>
                <dd>{formatDollars(order.amounts.refunded)}</dd>
                <dt className="text-slate-500">Can still be credited</dt>
                <dd>{formatDollars(order.amounts.refundable)}</dd>
              </>
            )}
          </>
        ) : (
          <>
            <dt className="text-slate-500">Captured</dt>
            <dd>{formatDollars(order.amounts.captured)}</dd>
            <dt className="text-slate-500">Refunded</dt>
            <dd>{formatDollars(order.amounts.refunded)}</dd>
            <dt className="text-slate-500">Refundable</dt>
            <dd>{formatDollars(order.amounts.refundable)}</dd>
          </>
        )}
      </dl>

      <ol
        aria-label="Status history"
        className="relative flex flex-col gap-4 border-l border-slate-200 pl-5"
      >
        <li className="relative">
          <span
            aria-hidden
            className="absolute top-1.5 -left-[1.63rem] size-2.5 rounded-full bg-emerald-500"
          />
          <p className="font-medium text-slate-900">
            {onAccount ? 'Placed on account' : 'Placed and paid'}
          </p>
          <p className="text-xs text-slate-500">{formatDateTime(order.created_at)}</p>
        </li>
        {order.history.map((entry, index) => (
          <li key={index} className="relative">
            <span
              aria-hidden
              className="absolute top-1.5 -left-[1.63rem] size-2.5 rounded-full bg-glow-400"
            />
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              <OrderStatusBadge status={entry.to} onAccount={onAccount} />
              {describe(entry, onAccount)}
            </p>
            <p className="text-xs text-slate-500">
              {formatDateTime(entry.at)} · {entry.by ?? 'Payment provider'}
            </p>
            {entry.note && <p className="mt-1 whitespace-pre-line">{entry.note}</p>}
          </li>
        ))}
      </ol>

      {order.refunds.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">{onAccount ? 'Credit notes' : 'Refunds'}</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {formatDollars(refund.amount)} on {formatDateTime(refund.created_at)} by{' '}
                {refund.by ?? 'the payment provider'}{' '}
                <span className="font-mono text-xs text-slate-500">
                  (
                  {onAccount ? (
                    <CreditNoteLink number={refund.provider_refund_id} />
                  ) : (
                    refund.provider_refund_id
                  )}
                  )
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** A credit note's number, linking to its PDF. */
function CreditNoteLink({ number }: { number: string }) {
  return (
    <a
      href={adminCreditNotePath(number)}
      download
      aria-label={`PDF of credit note ${number}`}
      className="font-medium text-glow-700 underline underline-offset-2"
    >
      {number}
    </a>
  );
}
