import type { TradeShowsResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, type AnswerOf } from '../../../lib/api-client';

export type TradeShows = Omit<AnswerOf<typeof TradeShowsResponseSchema>, 'status'>;

export const showKeys = {
  all: ['shows'] as const,
  list: () => [...showKeys.all, 'list'] as const,
  one: (slug: string) => [...showKeys.all, 'show', slug] as const,
  plan: (query: Record<string, string>) => [...showKeys.all, 'plan', query] as const,
};

/** GET /api/trade-shows — the shows to come, each with its order-by days. */
export async function getTradeShows(signal?: AbortSignal): Promise<TradeShows> {
  const { clock, shows } = await apiFetch<AnswerOf<typeof TradeShowsResponseSchema>>(
    '/api/trade-shows',
    { signal },
  );
  return { clock, shows };
}

export const tradeShowsQueryOptions = () =>
  queryOptions({ queryKey: showKeys.list(), queryFn: ({ signal }) => getTradeShows(signal) });

export function useTradeShows() {
  return useQuery(tradeShowsQueryOptions());
}
