import { accountOrderPath, formatMoney } from '@backlit/domain';
import { CircleCheck, Mail } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { PrintFileInstructions } from './print-file-instructions';

/** What checkout hands on to this page; absent after a reload, when only the number is known. */
export interface OrderCompleteState {
  /** The order's id, for the link to it in the account area. */
  orderId?: number;
  email: string;
  lines: { name: string; quantity: number; totalCents: number }[];
  subtotalCents: number;
  rushFeeCents: number;
  totalCents: number;
}

/** The summary checkout left in the history entry (kept across reloads), if it is one. */
function orderCompleteState(state: unknown): OrderCompleteState | null {
  const candidate = state as Partial<OrderCompleteState> | null;
  return typeof candidate?.email === 'string' &&
    Array.isArray(candidate.lines) &&
    typeof candidate.totalCents === 'number'
    ? (candidate as OrderCompleteState)
    : null;
}

/** The third step: the order number, what was bought, and how to send the print files. */
export function OrderComplete() {
  const { trackingNo = '' } = useParams();
  const state = orderCompleteState(useLocation().state);

  return (
    <div className="bg-slate-50">
      <DocumentTitle title={`Order ${trackingNo}`} />
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
        <CheckoutSteps current={2} />
        <section className="rounded-2xl border border-emerald-200 bg-white p-6 text-center shadow-xs sm:p-10">
          <CircleCheck aria-hidden className="mx-auto size-12 text-emerald-600" />
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Order complete
          </h1>
          <p className="mt-2 text-slate-600">Thank you! Your payment was received.</p>
          <p className="mt-5 text-sm font-medium tracking-wide text-slate-500 uppercase">
            Your order number
          </p>
          <p
            data-testid="order-number"
            className="mt-1 font-mono text-3xl font-bold tracking-wider text-slate-900"
          >
            {trackingNo}
          </p>
          <p className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-600">
            <Mail aria-hidden className="size-4" />
            {state
              ? `A confirmation has been sent to ${state.email}.`
              : 'A confirmation has been sent to your e-mail address.'}
          </p>
        </section>

        {state && (
          <section
            aria-labelledby="summary-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs"
          >
            <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
              Order summary
            </h2>
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {state.lines.map((line, index) => (
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
                <dd>{formatMoney(state.subtotalCents)}</dd>
              </div>
              {state.rushFeeCents > 0 && (
                <div className="flex justify-between">
                  <dt className="text-slate-600">2-Day Rush</dt>
                  <dd>{formatMoney(state.rushFeeCents)}</dd>
                </div>
              )}
              <div className="flex justify-between text-base font-semibold">
                <dt>Total paid</dt>
                <dd>{formatMoney(state.totalCents)}</dd>
              </div>
            </dl>
          </section>
        )}

        <PrintFileInstructions trackingNo={trackingNo}>
          <Button asChild variant="secondary">
            <Link
              to={state?.orderId ? accountOrderPath(state.orderId) : '/dashboard-client/orders'}
            >
              View your order
            </Link>
          </Button>
        </PrintFileInstructions>
      </div>
    </div>
  );
}
