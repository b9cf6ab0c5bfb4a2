import { TaxEstimateResponseSchema, type TaxEstimateResponse } from '@backlit/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export interface TaxRegionChoice {
  country?: string | undefined;
  state?: string | undefined;
  /** The shipping method chosen for that region: its price is taxed where the region does. */
  shippingMethodId?: number | undefined;
  /** Estimates this accepted quote (its lines and shipping) instead of the cart. */
  quoteId?: number | undefined;
}

/**
 * GET /api/checkout/tax-estimate — the cart's sales tax for a region (the saved address's when
 * none is given; `tax` null when the shop does not collect there) and the region it is for.
 * `cartKey` changes with the cart (e.g. its subtotal), so the estimate follows it. Shared by the
 * cart and checkout pages.
 */
export function useTaxEstimate(region: TaxRegionChoice, cartKey: unknown, enabled = true) {
  return useQuery<Pick<TaxEstimateResponse, 'tax' | 'region'>>({
    queryKey: [
      'tax-estimate',
      region.country ?? '',
      region.state ?? '',
      region.shippingMethodId ?? 0,
      region.quoteId ?? 0,
      cartKey,
    ] as const,
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams();
      if (region.country && region.state) {
        search.set('country', region.country);
        search.set('state', region.state);
        if (region.shippingMethodId !== undefined) {
          search.set('shipping_method_id', String(region.shippingMethodId));
        }
      }
      if (region.quoteId !== undefined) search.set('quote_id', String(region.quoteId));
      const query = search.size > 0 ? `?${search}` : '';
      const { tax, region: estimated } = await apiFetch(`/api/checkout/tax-estimate${query}`, {
        schema: TaxEstimateResponseSchema,
        signal,
      });
      return { tax, region: estimated };
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
