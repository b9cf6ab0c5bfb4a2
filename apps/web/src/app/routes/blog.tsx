import { BlogList } from '../../features/content';
import type { LoaderFunction } from 'react-router';
import { blogPostsQueryOptions } from '../../features/content';
import { preload } from '../../lib/query-client';

function BlogPage() {
  return <BlogList />;
}

export const loader: LoaderFunction = ({ context }) =>
  preload(context, (client) => client.prefetchQuery(blogPostsQueryOptions()));

export { BlogPage as Component };
