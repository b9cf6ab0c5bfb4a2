import type { ShowPlanResponseSchema } from '@backlit/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, type AnswerOf } from '../../../lib/api-client';
import type { ShowPlanChoice } from '../../../lib/show-plan-choice';
import { showKeys } from './get-trade-shows';

export type ShowPlan = Omit<AnswerOf<typeof ShowPlanResponseSchema>, 'status'>;

/** The query string naming a product and what it is needed for. */
export function showPlanQuery(product: string, choice: ShowPlanChoice): Record<string, string> {
  return choice.kind === 'show'
    ? { product, show: choice.slug }
    : { product, date: choice.date, country: choice.country, region: choice.region };
}

/** GET /api/show-plan — when to order one of a product for a show or a date, per method. */
export async function getShowPlan(
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<ShowPlan> {
  const { status: _status, ...plan } = await apiFetch<AnswerOf<typeof ShowPlanResponseSchema>>(
    `/api/show-plan?${new URLSearchParams(query)}`,
    { signal },
  );
  return plan;
}

export const showPlanQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: showKeys.plan(query),
    queryFn: ({ signal }) => getShowPlan(query, signal),
    // A plan depends on the clock: asked again after a minute, not at every focus.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useShowPlan(query: Record<string, string> | null) {
  return useQuery({ ...showPlanQueryOptions(query ?? {}), enabled: query !== null });
}
