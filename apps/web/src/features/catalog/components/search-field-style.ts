// The header's search box looks the same as a plain form and as the combobox that replaces it.
export const SEARCH_FORM_CLASS = 'relative w-full';
export const SEARCH_ICON_CLASS =
  'pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500';
export const SEARCH_INPUT_CLASS =
  'h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-9 text-sm text-slate-900 placeholder:text-slate-500 hover:border-slate-400 focus-visible:bg-white [&::-webkit-search-cancel-button]:appearance-none';
export const SEARCH_PLACEHOLDER = 'Search products';
