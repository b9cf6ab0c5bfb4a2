// The storefront header's search: a plain form on first load, the combobox with suggestions
// (React Query and its own code) on first use. Kept apart from index.ts, whose list and page
// code the home page's JavaScript budget cannot carry.
export { HeaderSearchButton, HeaderSearchField } from './components/header-search';
