import {
  SHIPPING_COUNTRIES,
  ShippingCountriesResponseSchema,
  type ShippingCountry,
} from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** GET /api/shipping-countries — where the shop ships now, as staff set it (public). */
export function shippingCountriesQueryOptions() {
  return queryOptions({
    queryKey: ['shipping-countries'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/api/shipping-countries', {
          schema: ShippingCountriesResponseSchema,
          signal,
        })
      ).countries,
    staleTime: 5 * 60_000,
  });
}

/**
 * The countries an address form offers. Until the answer is in (or when it fails) every country
 * the shop can ship to: the server refuses one staff switched off, naming the ones it ships to.
 */
export function useShippingCountries(enabled = true): readonly ShippingCountry[] {
  return useQuery({ ...shippingCountriesQueryOptions(), enabled }).data ?? SHIPPING_COUNTRIES;
}
