import { ShippingSettingsResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const shippingSettingsKeys = { all: ['admin-shipping-settings'] as const };

/** GET /api/admin/settings/shipping: the zones, their regions and their methods. */
export async function getShippingSettings(signal?: AbortSignal) {
  return (
    await apiFetch('/api/admin/settings/shipping', {
      schema: ShippingSettingsResponseSchema,
      signal,
    })
  ).zones;
}

export const shippingSettingsQuery = queryOptions({
  queryKey: shippingSettingsKeys.all,
  queryFn: ({ signal }) => getShippingSettings(signal),
});

export function useShippingSettings() {
  return useQuery(shippingSettingsQuery);
}
