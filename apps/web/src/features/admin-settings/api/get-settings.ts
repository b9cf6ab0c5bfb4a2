import { ShopSettingsResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const settingsKeys = { all: ['admin-settings'] as const };

/** GET /api/admin/settings: the shop's name and contact details as they apply now. */
export async function getSettings(signal?: AbortSignal) {
  return (await apiFetch('/api/admin/settings', { schema: ShopSettingsResponseSchema, signal }))
    .shop;
}

export const settingsQuery = queryOptions({
  queryKey: settingsKeys.all,
  queryFn: ({ signal }) => getSettings(signal),
});

export function useSettings() {
  return useQuery(settingsQuery);
}
