export { useMyQuote } from './api/quotes';
export { MyQuotes } from './components/my-quotes';
export { QuoteDetail } from './components/quote-detail';
export { RequestQuoteForm, type QuoteCandidate } from './components/request-quote-form';
