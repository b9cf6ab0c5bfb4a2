import {
  QuoteResponseSchema,
  QuotesResponseSchema,
  type PriceQuoteRequest,
  type QuoteState,
} from '@backlit/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

export const adminQuoteKeys = {
  all: ['admin-quotes'] as const,
  list: (state: string, page: number) => ['admin-quotes', 'list', state, page] as const,
  one: (id: number) => ['admin-quotes', 'one', id] as const,
  /** The audit log lists quote changes too. */
  audit: ['admin-audit'] as const,
};

/** GET /api/admin/quotes?state&page */
export function useAdminQuotes(state: QuoteState | '', page: number) {
  return useQuery({
    queryKey: adminQuoteKeys.list(state, page),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/quotes?${new URLSearchParams({ state, page: String(page) })}`, {
        schema: QuotesResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/quotes/{id} */
export function useAdminQuote(id: number) {
  return useQuery({
    queryKey: adminQuoteKeys.one(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/admin/quotes/${id}`, { schema: QuoteResponseSchema, signal })).quote,
    enabled: id > 0,
  });
}

type Call = { method: 'POST' | 'PUT'; path: string; body?: unknown };

function useQuoteWrite<Input>(id: number, toCall: (input: Input) => Call) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      await ensureCsrfCookie();
      const { method, path, body } = toCall(input);
      return (await apiFetch(path, { method, body, schema: QuoteResponseSchema })).quote;
    },
    onSuccess: async (quote) => {
      queryClient.setQueryData(adminQuoteKeys.one(id), quote);
      await queryClient.invalidateQueries({ queryKey: adminQuoteKeys.all });
      await queryClient.invalidateQueries({ queryKey: adminQuoteKeys.audit });
    },
  });
}

export const usePriceQuote = (id: number) =>
  useQuoteWrite(id, (body: PriceQuoteRequest) => ({
    method: 'PUT',
    path: `/api/admin/quotes/${id}`,
    body,
  }));

export const useQuoteAction = (id: number) =>
  useQuoteWrite(id, (action: 'send' | 'withdraw') => ({
    method: 'POST',
    path: `/api/admin/quotes/${id}/${action}`,
  }));
