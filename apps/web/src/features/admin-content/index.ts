export { useContentEntries, useContentEntry } from './api/get-entries';
export { ContentList } from './components/content-list';
export { ContentForm } from './components/content-form';
