export { FaqTabs } from './components/faq-tabs';
export { FaqTopicPanel } from './components/faq-topic-panel';
export { faqQueryOptions } from './api/get-faq';
