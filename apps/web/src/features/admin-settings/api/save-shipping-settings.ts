import { ShippingSettingsResponseSchema, type ShippingSettingsRequest } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { shippingSettingsKeys } from './get-shipping-settings';

/** PUT /api/admin/settings/shipping: every zone and method at once. */
export async function saveShippingSettings(body: ShippingSettingsRequest) {
  await ensureCsrfCookie();
  return (
    await apiFetch('/api/admin/settings/shipping', {
      method: 'PUT',
      body,
      schema: ShippingSettingsResponseSchema,
    })
  ).zones;
}

export function useSaveShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingSettings,
    onSuccess: (zones) => queryClient.setQueryData(shippingSettingsKeys.all, zones),
  });
}
