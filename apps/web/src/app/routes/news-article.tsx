import { useLocation } from 'react-router';
import { NewsArticleView } from '../../features/content';
import { Component as NotFound } from './not-found';

/**
 * An article at its public address (/firstNewsDetails … /eightNewsDetails, odd but kept, as links
 * point to them); the API takes the name.
 */
function NewsArticlePage() {
  const { pathname } = useLocation();
  const key = pathname.replace(/^\/+|\/+$/g, '');
  return <NewsArticleView key={key} articleKey={key} notFound={<NotFound />} />;
}

export { NewsArticlePage as Component };
