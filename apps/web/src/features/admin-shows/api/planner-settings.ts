import {
  PlannerSettingsResponseSchema,
  type PlannerSettingsRequest,
  type PlannerSettingsResponse,
} from '@backlit/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { adminShowKeys } from './get-shows';

export type PlannerSettings = Omit<PlannerSettingsResponse, 'status'>;

/** GET /api/admin/settings/planner — time zone, order cut-off and closures. */
export async function getPlannerSettings(signal?: AbortSignal): Promise<PlannerSettings> {
  const { status: _status, ...settings } = await apiFetch('/api/admin/settings/planner', {
    schema: PlannerSettingsResponseSchema,
    signal,
  });
  return settings;
}

export const plannerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminShowKeys.planner(),
    queryFn: ({ signal }) => getPlannerSettings(signal),
  });

export function usePlannerSettings() {
  return useQuery(plannerSettingsQueryOptions());
}

/** PUT /api/admin/settings/planner */
export async function savePlannerSettings(body: PlannerSettingsRequest): Promise<PlannerSettings> {
  await ensureCsrfCookie();
  const { status: _status, ...settings } = await apiFetch('/api/admin/settings/planner', {
    method: 'PUT',
    body,
    schema: PlannerSettingsResponseSchema,
  });
  return settings;
}

export function useSavePlannerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlannerSettings,
    onSuccess: (settings) => queryClient.setQueryData(adminShowKeys.planner(), settings),
  });
}
