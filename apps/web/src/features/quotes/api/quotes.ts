import {
  CreatedQuoteResponseSchema,
  QuoteResponseSchema,
  QuotesResponseSchema,
  type CreateQuoteRequest,
} from '@backlit/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

export const quoteKeys = {
  all: ['quotes'] as const,
  list: (page: number) => ['quotes', 'list', page] as const,
  one: (id: number) => ['quotes', 'one', id] as const,
};

/** GET /api/account/quotes: the buyer's quotes (a company admin's include the company's). */
export function useMyQuotes(page = 1) {
  return useQuery({
    queryKey: quoteKeys.list(page),
    queryFn: ({ signal }) =>
      apiFetch(`/api/account/quotes?page=${page}`, { schema: QuotesResponseSchema, signal }),
  });
}

/** GET /api/account/quotes/{id} */
export function useMyQuote(id: number) {
  return useQuery({
    queryKey: quoteKeys.one(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/account/quotes/${id}`, { schema: QuoteResponseSchema, signal })).quote,
    enabled: id > 0,
  });
}

/** POST /api/account/quotes */
export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateQuoteRequest) => {
      await ensureCsrfCookie();
      return (
        await apiFetch('/api/account/quotes', {
          method: 'POST',
          body,
          schema: CreatedQuoteResponseSchema,
        })
      ).quote;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

/** POST /api/account/quotes/{id}/accept or /decline */
export function useAnswerQuote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: 'accept' | 'decline') => {
      await ensureCsrfCookie();
      return (
        await apiFetch(`/api/account/quotes/${id}/${answer}`, {
          method: 'POST',
          schema: QuoteResponseSchema,
        })
      ).quote;
    },
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteKeys.one(id), quote);
      await queryClient.invalidateQueries({ queryKey: quoteKeys.all });
    },
  });
}
