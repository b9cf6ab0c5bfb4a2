export { quotesRoutes, QUOTES_TAG } from './quotes.routes';
export { payableQuote, quoteOrdered, type PayableQuote } from './quote-checkout';
export { quoteNumber } from './quote-view';
