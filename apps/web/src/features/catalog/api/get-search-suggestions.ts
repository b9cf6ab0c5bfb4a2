import type { SearchSuggestions, SearchSuggestionsResponseSchema } from '@backlit/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, type AnswerOf } from '../../../lib/api-client';

/** Suggestions are asked for from this many characters on: one letter matches too much. */
export const SUGGEST_FROM_CHARACTERS = 2;

/** The words as the server's cache keys them: trimmed, lowercase, single spaces. */
export function suggestionWords(text: string): string {
  return text.trim().toLowerCase().split(/\s+/).join(' ');
}

/** GET /api/search-suggestions?q — what the header's search box offers for the words. */
export async function getSearchSuggestions(
  words: string,
  signal?: AbortSignal,
): Promise<SearchSuggestions> {
  const { products, categories, total } = await apiFetch<
    AnswerOf<typeof SearchSuggestionsResponseSchema>
  >(`/api/search-suggestions?q=${encodeURIComponent(words)}`, { signal });
  return { products, categories, total };
}

export function searchSuggestionsQueryOptions(text: string) {
  const words = suggestionWords(text);
  return queryOptions({
    queryKey: ['catalog', 'search-suggestions', words] as const,
    queryFn: ({ signal }) => getSearchSuggestions(words, signal),
    enabled: words.length >= SUGGEST_FROM_CHARACTERS,
    staleTime: 30_000,
    // While the next words' answer comes, the last one stays in the list instead of flickering.
    placeholderData: keepPreviousData,
  });
}

export function useSearchSuggestions(text: string) {
  return useQuery(searchSuggestionsQueryOptions(text));
}
