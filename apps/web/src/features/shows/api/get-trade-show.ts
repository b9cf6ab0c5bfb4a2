import type { TradeShowResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, type AnswerOf } from '../../../lib/api-client';
import { showKeys } from './get-trade-shows';

export type TradeShowDetail = Omit<AnswerOf<typeof TradeShowResponseSchema>, 'status'>;

/** GET /api/trade-shows/{slug} — one show with its order-by days. */
export async function getTradeShow(slug: string, signal?: AbortSignal): Promise<TradeShowDetail> {
  const { clock, show } = await apiFetch<AnswerOf<typeof TradeShowResponseSchema>>(
    `/api/trade-shows/${encodeURIComponent(slug)}`,
    { signal },
  );
  return { clock, show };
}

export const tradeShowQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: showKeys.one(slug),
    queryFn: ({ signal }) => getTradeShow(slug, signal),
  });

export function useTradeShow(slug: string) {
  return useQuery(tradeShowQueryOptions(slug));
}
