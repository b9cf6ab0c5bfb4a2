import { AppError } from '../../platform/errors';
import { PaymentError } from '../payments';

/** A provider failure as the answer checkout gives: 402 with PayPal's issue, or 502. */
export function paymentFailure(error: unknown): unknown {
  if (!(error instanceof PaymentError)) return error;
  if (error.kind === 'unavailable') return new AppError('PAYMENT_UNAVAILABLE', error.message);
  return new AppError('PAYMENT_REQUIRED', error.message, error.issue ? { issue: error.issue } : {});
}
