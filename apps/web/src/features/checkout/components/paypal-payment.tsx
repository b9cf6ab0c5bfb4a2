import {
  DISPATCH_ACTION,
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { RetryButton } from '../../../components/ui/retry-button';
import { hasErrorCode } from '../../../lib/api-error';
import type { PaymentProps } from './payment-props';

const INSTRUMENT_DECLINED = 'INSTRUMENT_DECLINED';

/**
 * PayPal's buttons (JS SDK, loaded only here). createOrder asks our server to price the cart and
 * open the PayPal order; onApprove asks it to capture and place the order. A declined card
 * restarts the buttons so the buyer can choose another way to pay.
 */
export default function PayPalPayment({
  clientId,
  sdkUrl,
  ...props
}: PaymentProps & { clientId: string; sdkUrl: string | null }) {
  const options: ReactPayPalScriptOptions = {
    clientId,
    currency: 'USD',
    intent: 'capture',
    ...(sdkUrl ? { sdkBaseUrl: sdkUrl } : {}),
  };
  return (
    <PayPalScriptProvider options={options}>
      <Buttons {...props} options={options} />
    </PayPalScriptProvider>
  );
}

function Buttons({
  openPayment,
  placeOrder,
  onFailure,
  onMessage,
  options,
}: PaymentProps & { options: ReactPayPalScriptOptions }) {
  const [{ isPending, isRejected }, dispatch] = usePayPalScriptReducer();
  // Our server's refusal to open the payment (stock, empty cart…): PayPal only reports that
  // createOrder failed, so keep the answer to show its message.
  const openFailure = useRef<unknown>(undefined);

  useEffect(() => {
    if (isRejected) console.error('Failed to load the PayPal JS SDK script.');
  }, [isRejected]);

  if (isRejected) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-red-800">
        <p>PayPal could not be loaded. Check your connection, then try again.</p>
        <RetryButton
          variant="secondary"
          size="sm"
          onRetry={() => dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: options })}
        />
      </div>
    );
  }
  return (
    <>
      {isPending && <Spinner label="Loading PayPal" showLabel />}
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        createOrder={async () => {
          openFailure.current = undefined;
          try {
            return (await openPayment()).order_id;
          } catch (error) {
            openFailure.current = error;
            throw error;
          }
        }}
        onApprove={async (data, actions) => {
          try {
            await placeOrder(data.orderID);
          } catch (error) {
            if (
              hasErrorCode(error, 'PAYMENT_REQUIRED') &&
              error.body.issue === INSTRUMENT_DECLINED
            ) {
              onMessage('Your card was declined. Please choose another way to pay.');
              await actions.restart();
              return;
            }
            onFailure(error);
          }
        }}
        onCancel={() => onMessage('You closed PayPal before paying. Nothing was charged.')}
        onError={() => {
          const failure = openFailure.current;
          openFailure.current = undefined;
          if (failure) onFailure(failure);
          else onMessage('PayPal could not complete the payment. Please try again.');
        }}
      />
    </>
  );
}
