import {
  ACCEPTED_ARTWORK_FORMATS,
  PREFERRED_ARTWORK_FORMATS,
  PRINT_FILE_RULES,
} from '@backlit/domain';
import { CircleCheck, FileCheck2, Mail } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { formatUsd } from '../../../lib/format';
import { useShopInfo } from '../../../lib/shop-info';

/** What checkout hands on to this page; absent after a reload, when only the number is known. */
export interface OrderCompleteState {
  email: string;
  lines: { name: string; quantity: number; total: number }[];
  subtotal: number;
  rushFee: number;
  total: number;
}

/** The summary checkout left in the history entry (kept across reloads), if it is one. */
function orderCompleteState(state: unknown): OrderCompleteState | null {
  const candidate = state as Partial<OrderCompleteState> | null;
  return typeof candidate?.email === 'string' &&
    Array.isArray(candidate.lines) &&
    typeof candidate.total === 'number'
    ? (candidate as OrderCompleteState)
    : null;
}

const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));
const upper = (format: string) => format.toUpperCase();

/** The third step: the order number, what was bought, and how to send the print files. */
export function OrderComplete() {
  const { trackingNo = '' } = useParams();
  const state = orderCompleteState(useLocation().state);
  const shop = useShopInfo();

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
                  <span className="font-medium text-slate-900">{usd(line.total)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-2 flex flex-col gap-1.5 border-t border-slate-200 pt-3 text-sm">
              <div className="flex justify-between">
                <dt className="text-slate-600">Subtotal</dt>
                <dd>{usd(state.subtotal)}</dd>
              </div>
              {state.rushFee > 0 && (
                <div className="flex justify-between">
                  <dt className="text-slate-600">2-Day Rush</dt>
                  <dd>{usd(state.rushFee)}</dd>
                </div>
              )}
              <div className="flex justify-between text-base font-semibold">
                <dt>Total paid</dt>
                <dd>{usd(state.total)}</dd>
              </div>
            </dl>
          </section>
        )}

        <section
          aria-labelledby="artwork-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs"
        >
          <h2
            id="artwork-heading"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <FileCheck2 aria-hidden className="size-5 text-glow-600" />
            Next: send us your print files
          </h2>
          <p className="mt-3 text-slate-700">
            E-mail your print-ready files to{' '}
            <a
              href={`mailto:${shop.email}?subject=${encodeURIComponent(`Print files for order ${trackingNo}`)}`}
              className="font-medium text-glow-700 underline underline-offset-2"
            >
              {shop.email}
            </a>{' '}
            and quote your order number <strong>{trackingNo}</strong>.{' '}
            {PREFERRED_ARTWORK_FORMATS.map(upper).join(' or ')} preferred; we accept{' '}
            {ACCEPTED_ARTWORK_FORMATS.map(upper).join(', ')}. For large files, send a download link.
          </p>
          <h3 className="mt-5 font-semibold text-slate-900">Print specification</h3>
          <ul className="mt-2 grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2">
            {PRINT_FILE_RULES.map((rule) => (
              <li key={rule} className="flex gap-2">
                <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-glow-500" />
                {rule}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/print-instruction">Print instructions and templates</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/dashboard-client">Go to your account</Link>
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
