export { createPaymentProvider, type PaymentProviderOptions } from './create-payment-provider';
export { DemoPaymentProvider } from './demo-provider';
export {
  PaymentError,
  type Capture,
  type CreateOrderInput,
  type PaymentFailureKind,
  type PaymentProvider,
  type Refund,
  type WebhookDelivery,
} from './payment-provider';
export { PayPalPaymentProvider, type PayPalProviderOptions } from './paypal-provider';
export { paypalWebhookRoutes } from './paypal-webhook.routes';
export {
  PaymentMoveRefused,
  PaymentsRepository,
  type NewPayment,
  type PaymentChanges,
  type PaymentRow,
} from './payments.repository';
