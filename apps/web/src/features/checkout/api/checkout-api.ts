import {
  CheckoutSummarySchema,
  CreatePaymentResponseSchema,
  PlaceOrderResponseSchema,
  type CreatePaymentResponse,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@backlit/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

export const checkoutKeys = {
  summary: (owner: string) => ['checkout', owner] as const,
};

/** GET /api/checkout: lines, totals with and without rush, how to pay, pre-filled billing. */
export function useCheckoutSummary() {
  const owner = useAuthSession()?.username ?? '';
  return useQuery({
    queryKey: checkoutKeys.summary(owner),
    queryFn: ({ signal }) => apiFetch('/api/checkout', { schema: CheckoutSummarySchema, signal }),
    enabled: owner !== '',
  });
}

/** POST /api/checkout/payment: the server prices the cart and opens the provider's order. */
export async function createPayment(rush: boolean): Promise<CreatePaymentResponse> {
  await ensureCsrfCookie();
  return apiFetch('/api/checkout/payment', {
    method: 'POST',
    body: { rush },
    schema: CreatePaymentResponseSchema,
  });
}

/** POST /api/place-order: captures the approved payment and places the order. */
export async function placeOrder(body: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  await ensureCsrfCookie();
  return apiFetch('/api/place-order', {
    method: 'POST',
    body,
    schema: PlaceOrderResponseSchema,
  });
}
