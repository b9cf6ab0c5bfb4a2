import { ShippingQuoteResponseSchema, type ShippingQuoteResponse } from '@backlit/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { ensureCsrfCookie } from './csrf-cookie';

export interface ShipToRegion {
  country: string;
  region: string;
  rush: boolean;
}

/**
 * POST /api/shipping/quote — the methods that can carry the cart to a state or province, priced
 * by the server, with their delivery dates. `cartKey` changes with the cart (e.g. its subtotal),
 * so the quote follows it. Shared by the cart and checkout pages; off until a region is known.
 */
export function useShippingQuote(shipTo: ShipToRegion | undefined, cartKey: unknown) {
  return useQuery<ShippingQuoteResponse>({
    queryKey: [
      'shipping-quote',
      shipTo?.country ?? '',
      shipTo?.region ?? '',
      shipTo?.rush ?? false,
      cartKey,
    ] as const,
    queryFn: async ({ signal }) => {
      await ensureCsrfCookie();
      return apiFetch('/api/shipping/quote', {
        method: 'POST',
        body: shipTo,
        schema: ShippingQuoteResponseSchema,
        signal,
      });
    },
    enabled: shipTo !== undefined,
    placeholderData: keepPreviousData,
  });
}
