import { NewsArchive } from '../../features/content';
import type { LoaderFunction } from 'react-router';
import { newsQueryOptions } from '../../features/content';
import { preload } from '../../lib/query-client';

function NewsPage() {
  return <NewsArchive />;
}

export const loader: LoaderFunction = ({ context }) =>
  preload(context, (client) => client.prefetchQuery(newsQueryOptions()));

export { NewsPage as Component };
