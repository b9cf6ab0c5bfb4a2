import type { CheckoutSummary } from '@backlit/domain';
import { FlaskConical } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import type { PaymentProps } from './payment-props';

// PayPal's SDK wrapper is only downloaded when PayPal is the provider and the dialog opens.
const PayPalPayment = lazy(() => import('./paypal-payment'));

type PaymentDialogProps = Omit<PaymentProps, 'onMessage'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (default: back to the 'Pay now' button). */
  onCloseAutoFocus?: (event: Event) => void;
  payment: CheckoutSummary['payment'];
  total: string;
};

/** The payment modal (400 px wide) holding the provider's buttons. */
export function PaymentDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  payment,
  total,
  ...props
}: PaymentDialogProps) {
  const [message, setMessage] = useState<string>();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setMessage(undefined);
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Pay for your order"
        description={`Total to pay: ${total}`}
        className="max-w-[400px]"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="flex flex-col gap-4">
          {message && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {message}
            </p>
          )}
          {payment.provider === 'demo' ? (
            <DemoPayment {...props} onMessage={setMessage} />
          ) : payment.client_id ? (
            <Suspense fallback={<Spinner label="Loading PayPal" showLabel />}>
              <PayPalPayment
                {...props}
                onMessage={setMessage}
                clientId={payment.client_id}
                sdkUrl={payment.sdk_url}
              />
            </Suspense>
          ) : (
            <p role="alert" className="text-sm text-red-800">
              PayPal is not available right now. Please try again later or contact us.
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The embedded default's provider: no money moves, and the button says so. */
function DemoPayment({ openPayment, placeOrder, onFailure }: PaymentProps) {
  const [busy, setBusy] = useState(false);
  async function pay() {
    setBusy(true);
    try {
      const payment = await openPayment();
      await placeOrder(payment.order_id);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <p className="flex items-start gap-2 rounded-lg bg-glow-100 px-3 py-2 text-sm text-slate-800">
        <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0 text-glow-700" />
        This shop runs with its test payment provider: orders are real, but no money is taken.
      </p>
      <Button size="lg" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
        {busy ? <Spinner label="Paying" /> : null}
        Test payment — no money is taken
      </Button>
    </>
  );
}
