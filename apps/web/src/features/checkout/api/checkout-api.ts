import {
  ApprovalResponseSchema,
  CheckoutSummarySchema,
  CompanySenderResponseSchema,
  CreatePaymentResponseSchema,
  PlaceOrderPendingSchema,
  PlaceOrderResponseSchema,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type OnAccountOrderRequest,
  type PlaceOrderPending,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  type RequestApproval,
} from '@backlit/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useAuthSession } from '../../../lib/auth-session';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

export const checkoutKeys = {
  summary: (owner: string, quoteId: number | undefined) =>
    ['checkout', owner, quoteId ?? 'cart'] as const,
};

/**
 * GET /api/account/company/sender: the sender a company buyer may ship under, or null for a
 * shopper in no company (404) or without an account.
 */
export function useBlindShipSender() {
  const owner = useAuthSession()?.username ?? '';
  return useQuery({
    queryKey: ['company', owner, 'sender'] as const,
    queryFn: async ({ signal }) => {
      try {
        return (
          await apiFetch('/api/account/company/sender', {
            schema: CompanySenderResponseSchema,
            signal,
          })
        ).sender;
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    enabled: owner !== '',
  });
}

/**
 * GET /api/checkout: lines, totals with and without rush, how to pay, pre-filled billing (blank
 * for a shopper without an account, whose guest cart it is). With `quoteId`, the lines of that
 * accepted quote instead of the cart's.
 */
export function useCheckoutSummary(quoteId?: number) {
  const owner = useAuthSession()?.username ?? '';
  return useQuery({
    queryKey: checkoutKeys.summary(owner, quoteId),
    queryFn: ({ signal }) =>
      apiFetch(quoteId === undefined ? '/api/checkout' : `/api/checkout?quote_id=${quoteId}`, {
        schema: CheckoutSummarySchema,
        signal,
      }),
  });
}

/**
 * POST /api/checkout/payment: the server prices the cart (with shipping by the chosen method to
 * the ship-to region, and that region's sales tax) and opens the provider's order.
 */
export async function createPayment(body: CreatePaymentRequest): Promise<CreatePaymentResponse> {
  await ensureCsrfCookie();
  return apiFetch('/api/checkout/payment', {
    method: 'POST',
    body,
    schema: CreatePaymentResponseSchema,
  });
}

const PlaceOrderAnswerSchema = z.discriminatedUnion('status', [
  PlaceOrderResponseSchema,
  PlaceOrderPendingSchema,
]);

/**
 * POST /api/place-order: captures the approved payment and places the order (200), or — when the
 * money was taken but the order could not be written just then — says the shop is finishing it
 * by itself (202).
 */
export async function placeOrder(
  body: PlaceOrderRequest,
): Promise<PlaceOrderResponse | PlaceOrderPending> {
  await ensureCsrfCookie();
  return apiFetch('/api/place-order', {
    method: 'POST',
    body,
    schema: PlaceOrderAnswerSchema,
  });
}

/**
 * POST /api/checkout/on-account: a company buyer's order on the company's terms, priced by the
 * server as a payment would be and placed at once; the company is invoiced.
 */
export async function placeOnAccount(body: OnAccountOrderRequest): Promise<PlaceOrderResponse> {
  await ensureCsrfCookie();
  return apiFetch('/api/checkout/on-account', {
    method: 'POST',
    body,
    schema: PlaceOrderResponseSchema,
  });
}

/**
 * POST /api/account/company/approvals: a company buyer asks the company's admins to approve the
 * order's lines (the cart's, or the quote's with `quote_id`); asking again replaces the request.
 */
export function useRequestApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequestApproval) => {
      await ensureCsrfCookie();
      return apiFetch('/api/account/company/approvals', {
        method: 'POST',
        body,
        schema: ApprovalResponseSchema,
      });
    },
    // Asked or refused (the limit was changed, the order no longer needs it), the summary says
    // where the order stands now; the company page lists the request.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['checkout'] }),
        queryClient.invalidateQueries({ queryKey: ['company'] }),
      ]),
  });
}
