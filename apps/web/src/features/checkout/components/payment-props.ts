import type { CreatePaymentResponse } from '@backlit/domain';

/** What a way of paying needs from the checkout page. */
export interface PaymentProps {
  /** Asks the server to price the cart and open the payment; answers the provider's order. */
  openPayment: () => Promise<CreatePaymentResponse>;
  /** Asks the server to capture the approved payment and place the order. */
  placeOrder: (paymentOrderId: string) => Promise<void>;
  /** A failure the page handles (field errors, stock, already placed…). */
  onFailure: (error: unknown) => void;
  /** A message to show in the dialog. */
  onMessage: (message: string) => void;
}
