import { formatMoney } from '@backlit/domain';
import type { OrderCompleteState } from './order-complete-state';

/** What was bought and paid, as checkout handed it on to the Order Complete step. */
export function OrderSummary({ order }: { order: OrderCompleteState }) {
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs"
    >
      <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
        Order summary
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {order.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-4 py-2">
            <span className="text-slate-700">
              {line.name} <span className="text-slate-500">× {line.quantity}</span>
            </span>
            <span className="font-medium text-slate-900">{formatMoney(line.totalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 flex flex-col gap-1.5 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Subtotal</dt>
          <dd>{formatMoney(order.subtotalCents)}</dd>
        </div>
        {order.rushFeeCents > 0 && (
          <div className="flex justify-between">
            <dt className="text-slate-600">2-Day Rush</dt>
            <dd>{formatMoney(order.rushFeeCents)}</dd>
          </div>
        )}
        {order.shipping && (
          <div className="flex justify-between">
            <dt className="text-slate-600">{order.shipping.label}</dt>
            <dd>{formatMoney(order.shipping.cents)}</dd>
          </div>
        )}
        {(order.taxLines ?? []).map((line) => (
          <div key={line.label} className="flex justify-between">
            <dt className="text-slate-600">{line.label}</dt>
            <dd>{formatMoney(line.cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between text-base font-semibold">
          <dt>Total paid</dt>
          <dd>{formatMoney(order.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
