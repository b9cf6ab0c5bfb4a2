import { formatMoney, PAYMENT_RECEIVED_PENDING, type PaymentOutcome } from '@backlit/domain';
import { CircleAlert, CircleX, Hourglass, Undo2, type LucideIcon } from 'lucide-react';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { usePaymentOutcome } from '../api/get-payment-outcome';
import { orderCompleteState, type OrderCompleteState } from './order-complete-state';
import { OrderSummary } from './order-summary';

/** Where checkout goes when the money was taken but the shop is still finishing the order. */
export function orderFinishingPath(paymentOrderId: string): string {
  return `/checkout/payment/${encodeURIComponent(paymentOrderId)}`;
}

/** What checkout hands on to this page: the server's words, and what was bought. */
export interface OrderFinishingState {
  message: string;
  order: OrderCompleteState;
}

function handedOn(state: unknown): { message?: string; order: OrderCompleteState | null } {
  const candidate = state as Partial<OrderFinishingState> | null;
  return {
    message: typeof candidate?.message === 'string' ? candidate.message : undefined,
    order: orderCompleteState(candidate?.order),
  };
}

type OrderFinishingProps = {
  /** Called once the payment is settled: the order may have emptied the cart. */
  onSettled?: () => void;
};

/**
 * The Order Complete step while the shop finishes an order whose payment went through (place-order
 * answered 202). It follows the payment until it is settled, then hands over to Order Complete
 * with the order's number, or says the money was given back and why.
 */
export function OrderFinishing({ onSettled }: OrderFinishingProps) {
  const { paymentOrderId = '' } = useParams();
  const { message, order } = handedOn(useLocation().state);
  const outcome = usePaymentOutcome(paymentOrderId);
  const payment = outcome.data;
  const settled = payment?.settled === true;

  const announceSettled = useEffectEvent(() => onSettled?.());
  useEffect(() => {
    if (settled) announceSettled();
  }, [settled]);

  if (payment?.order_id != null && payment.tracking_no != null) {
    return (
      <Navigate
        replace
        to={`/checkout/complete/${payment.tracking_no}`}
        state={{ ...order, orderId: payment.order_id }}
      />
    );
  }

  return (
    <div className="bg-slate-50">
      <DocumentTitle title={settled ? 'Your payment' : 'Finishing your order'} />
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
        <CheckoutSteps current={2} />
        {/* The outcome replaces the waiting message by itself: screen readers hear it too. */}
        <div aria-live="polite" className="flex flex-col gap-8">
          {isApiError(outcome.error, 404) ? (
            <NotFound />
          ) : payment && settled ? (
            <NoOrder payment={payment} order={order} />
          ) : (
            <>
              <Outcome
                icon={Hourglass}
                tone="pending"
                title="Thank you for your payment"
                text={message ?? PAYMENT_RECEIVED_PENDING}
              >
                <div className="mt-5 flex justify-center">
                  <Spinner label="Finishing your order…" showLabel />
                </div>
                <p className="mt-3 text-sm text-slate-600">
                  This page updates by itself. There is no need to pay again.
                </p>
                {outcome.isError && (
                  <p className="mt-3 text-sm text-amber-800">
                    We could not check on your order just now. We will try again in a moment.
                  </p>
                )}
              </Outcome>
              {order && <OrderSummary order={order} />}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/** A settled payment without an order: given back in full, or never taken. */
function NoOrder({
  payment,
  order,
}: {
  payment: PaymentOutcome;
  order: OrderCompleteState | null;
}) {
  if (payment.state !== 'refunded') {
    return (
      <Outcome
        icon={CircleX}
        tone="problem"
        title="Your payment was not taken"
        text="Nothing was charged. Your cart is as you left it, so you can try again."
      >
        <Actions>
          <Button asChild>
            <Link to="/checkout">Back to checkout</Link>
          </Button>
        </Actions>
      </Outcome>
    );
  }
  return (
    <Outcome
      icon={Undo2}
      tone="problem"
      title="Your payment was refunded"
      text={`We could not finish your order, so we gave your payment${
        order ? ` of ${formatMoney(order.totalCents)}` : ''
      } back in full. We have sent you an e-mail about it.`}
    >
      {payment.note && (
        <p className="mx-auto mt-4 max-w-xl rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <span className="font-semibold">Why: </span>
          {payment.note}
        </p>
      )}
      <Actions>
        <Button asChild>
          <Link to="/cart">Back to your cart</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/allproducts">Browse the shop</Link>
        </Button>
      </Actions>
    </Outcome>
  );
}

function NotFound() {
  return (
    <Outcome
      icon={CircleAlert}
      tone="problem"
      title="We could not find this payment"
      text="It may belong to another account. Your own payments are listed in your account."
    >
      <Actions>
        <Button asChild>
          <Link to="/dashboard-client/payment-methods">Your payments</Link>
        </Button>
      </Actions>
    </Outcome>
  );
}

const TONES = {
  pending: { frame: 'border-glow-300', icon: 'text-glow-600' },
  problem: { frame: 'border-amber-200', icon: 'text-amber-600' },
} as const;

function Outcome({
  icon: Icon,
  tone,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="outcome-heading"
      className={cn(
        'rounded-2xl border bg-white p-6 text-center shadow-xs sm:p-10',
        TONES[tone].frame,
      )}
    >
      <Icon aria-hidden className={cn('mx-auto size-12', TONES[tone].icon)} />
      <h1
        id="outcome-heading"
        className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        {title}
      </h1>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">{text}</p>
      {children}
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>;
}
