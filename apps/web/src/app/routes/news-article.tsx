import { useLocation, type LoaderFunction } from 'react-router';
import { NewsArticleView, newsArticleQueryOptions } from '../../features/content';
import { preload } from '../../lib/query-client';
import { Component as NotFound } from './not-found';

/**
 * An article at its public address (/firstNewsDetails … /eightNewsDetails, odd but kept, as links
 * point to them, or /news/{slug} for those written since); the API takes the name or the slug.
 */
const articleKey = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '').replace(/^news\//, '');

function NewsArticlePage() {
  const key = articleKey(useLocation().pathname);
  return <NewsArticleView key={key} articleKey={key} notFound={<NotFound />} />;
}

export const loader: LoaderFunction = ({ request, context }) =>
  preload(context, (client) =>
    client.prefetchQuery(newsArticleQueryOptions(articleKey(new URL(request.url).pathname))),
  );

export { NewsArticlePage as Component };
