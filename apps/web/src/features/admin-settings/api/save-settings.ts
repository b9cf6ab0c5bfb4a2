import { ShopSettingsResponseSchema, type ShopSettingsRequest } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { settingsKeys } from './get-settings';

/** PUT /api/admin/settings */
export async function saveSettings(body: ShopSettingsRequest) {
  await ensureCsrfCookie();
  return (
    await apiFetch('/api/admin/settings', {
      method: 'PUT',
      body,
      schema: ShopSettingsResponseSchema,
    })
  ).shop;
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (shop) => queryClient.setQueryData(settingsKeys.all, shop),
  });
}
