import { ShippingCountriesResponseSchema, type ShippingCountry } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { shippingCountriesQueryOptions } from '../../../lib/shipping-countries';

/** PUT /api/admin/settings/shipping-countries */
export async function saveShippingCountries(countries: ShippingCountry[]) {
  await ensureCsrfCookie();
  return (
    await apiFetch('/api/admin/settings/shipping-countries', {
      method: 'PUT',
      body: { countries },
      schema: ShippingCountriesResponseSchema,
    })
  ).countries;
}

export function useSaveShippingCountries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingCountries,
    onSuccess: (countries) =>
      queryClient.setQueryData(shippingCountriesQueryOptions().queryKey, countries),
  });
}
