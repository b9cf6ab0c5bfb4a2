import type { Config } from '../../config';
import { DemoPaymentProvider } from './demo-provider';
import type { PaymentProvider } from './payment-provider';
import type { PayPalClientOptions } from './paypal-client';
import { PayPalPaymentProvider } from './paypal-provider';

/** How patient the PayPal client is; tests shorten these. Ignored by the demo provider. */
export type PaymentProviderOptions = Pick<
  PayPalClientOptions,
  'timeoutMs' | 'retries' | 'retryDelayMs'
>;

/** The provider the configuration asks for; `options` override the configured timeout. */
export function createPaymentProvider(
  config: Pick<Config, 'payment' | 'nodeEnv'>,
  options: PaymentProviderOptions = {},
): PaymentProvider {
  const payment = config.payment;
  if (payment.provider === 'demo') return new DemoPaymentProvider(config.nodeEnv);
  return new PayPalPaymentProvider({
    apiBase: payment.apiBase,
    clientId: payment.clientId,
    clientSecret: payment.clientSecret,
    webhookId: payment.webhookId,
    ...(payment.timeoutMs ? { timeoutMs: payment.timeoutMs } : {}),
    ...options,
  });
}
