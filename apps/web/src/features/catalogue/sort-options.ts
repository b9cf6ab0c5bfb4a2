/** Product list orders offered by the shop toolbar; the value travels in the URL as `?sort=`. */
export const SORT_OPTIONS = [
  { value: 'default', label: 'Default Sorting' },
  { value: 'popularity', label: 'Sort By Popularity' },
  { value: 'latest', label: 'Sort By Latest' },
  { value: 'price-asc', label: 'Sort By Price: Low To High' },
  { value: 'price-desc', label: 'Sort By Price: High To Low' },
] as const;

export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];

/** Unknown or missing values fall back to the default order rather than failing. */
export function parseSortOrder(value: string | null): SortOrder {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'default';
}
