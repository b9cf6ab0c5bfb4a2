import { PRODUCTS_PER_PAGE, PRODUCTS_PER_PAGE_CHOICES, SEARCH_MAX } from '@backlit/domain';
import { useSearchParams } from 'react-router';
import { parseSortOrder, type SortOrder } from './sort-options';

/** What a product list shows, as kept in the URL (`?page&per_page&sort&sub&q`). */
export type ListParams = {
  page: number;
  /** One of the page sizes offered (`?per_page=24`); the default is left out of the URL. */
  perPage: number;
  sort: SortOrder;
  /** A sub-category path chosen in the dropdown (not the one a sub-category URL names). */
  sub: string | undefined;
  q: string | undefined;
};

/** Reads the list's URL; anything malformed falls back to the default instead of failing. */
export function parseListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  const sub = params.get('sub')?.trim();
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX);
  const perPage = Number(params.get('per_page'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    perPage: PRODUCTS_PER_PAGE_CHOICES.find((size) => size === perPage) ?? PRODUCTS_PER_PAGE,
    sort: parseSortOrder(params.get('sort')),
    sub: sub ? sub : undefined,
    q: q ? q : undefined,
  };
}

type Change = Partial<Record<'sort' | 'sub' | 'q' | 'per_page', string | undefined>>;

/**
 * The list's URL state and a setter. Changing the order, filter or search starts again at page 1
 * and adds a history entry, so Back returns to the previous view.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const change = (values: Change) => {
    setSearchParams(
      (params) => {
        for (const [key, value] of Object.entries(values)) {
          const byDefault =
            (key === 'sort' && value === 'default') ||
            (key === 'per_page' && value === String(PRODUCTS_PER_PAGE));
          if (!value || byDefault) params.delete(key);
          else params.set(key, value);
        }
        params.delete('page');
        return params;
      },
      { preventScrollReset: true },
    );
  };

  return { params: parseListParams(searchParams), searchParams, change };
}

/** The URL search of `page` of the current list (page 1 has no parameter). */
export function pageSearch(searchParams: URLSearchParams, page: number): string {
  const next = new URLSearchParams(searchParams);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const search = next.toString();
  return search ? `?${search}` : '';
}
