export { useContentEntries, useContentEntry } from './api/get-entries';
export { ContentList } from './components/content-list';
export { ContentForm } from './components/content-form';
export { useHomePageForEditor } from './api/home-page';
export { HomePageForm } from './components/home-page-form';
export type { ProductSearch } from './components/featured-picker';
