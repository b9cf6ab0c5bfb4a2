export { useAdminQuote } from './api/quotes';
export { QuotePricing } from './components/quote-pricing';
export { QuotesList } from './components/quotes-list';
