import { accountOrderPath } from '@backlit/domain';
import { CircleCheck, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { orderCompleteState, type GuestBilling } from './order-complete-state';
import { OrderSummary } from './order-summary';
import { PrintFileInstructions } from './print-file-instructions';

/**
 * The order's id when checkout knew it, even without the rest of the summary (an order the shop
 * finished by itself after a reload of the waiting page).
 */
function orderIdOf(state: unknown): number | undefined {
  const orderId = (state as { orderId?: unknown } | null)?.orderId;
  return typeof orderId === 'number' ? orderId : undefined;
}

/**
 * The third step: the order number, what was bought, and the upload of the print files.
 * `artwork` draws the upload of the order's print files when the order's id is known;
 * `saveDetails`, after an order placed without an account, the step that makes one of it.
 */
export function OrderComplete({
  artwork,
  saveDetails,
}: {
  artwork?: (orderId: number) => ReactNode;
  saveDetails?: (order: { id: number; billing: GuestBilling }) => ReactNode;
}) {
  const { trackingNo = '' } = useParams();
  const location = useLocation();
  const state = orderCompleteState(location.state);
  const orderId = orderIdOf(location.state);
  const orderLink = state?.orderLink;
  const orderPath = orderLink ?? (orderId === undefined ? undefined : accountOrderPath(orderId));

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
          {orderLink && (
            <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">
              It carries a private link to your order’s page, where you follow the order and send
              its print files: no account needed.
            </p>
          )}
        </section>

        {orderId !== undefined &&
          state?.billing &&
          saveDetails?.({ id: orderId, billing: state.billing })}

        {state && <OrderSummary order={state} />}

        {orderId !== undefined && artwork?.(orderId)}

        {/* The upload is on the order's page (and above, when the order has printed banners). */}
        <PrintFileInstructions
          trackingNo={trackingNo}
          orderPath={orderPath ?? '/dashboard-client/orders'}
        >
          <Button asChild variant="secondary">
            <Link to={orderPath ?? '/dashboard-client/orders'}>View your order</Link>
          </Button>
        </PrintFileInstructions>
      </div>
    </div>
  );
}
