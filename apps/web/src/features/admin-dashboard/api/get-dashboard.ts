import { DashboardResponseSchema, type DashboardPeriod } from '@backlit/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/admin/dashboard?from&to: the shop's figures for a period of days. */
export function getDashboard(period: DashboardPeriod, signal?: AbortSignal) {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  return apiFetch(`/api/admin/dashboard?${query}`, { schema: DashboardResponseSchema, signal });
}

export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.figures(period),
    queryFn: ({ signal }) => getDashboard(period, signal),
    placeholderData: keepPreviousData,
  });

export function useDashboard(period: DashboardPeriod) {
  return useQuery(dashboardQuery(period));
}
