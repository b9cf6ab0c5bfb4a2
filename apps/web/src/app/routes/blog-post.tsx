import { useParams } from 'react-router';
import { BlogPostView } from '../../features/content';
import { Component as NotFound } from './not-found';
import type { LoaderFunction } from 'react-router';
import { blogPostQueryOptions } from '../../features/content';
import { preload } from '../../lib/query-client';

/** One post, `/blog-press/{slug}`. */
function BlogPostPage() {
  const { slug = '' } = useParams();
  return <BlogPostView key={slug} slug={slug} notFound={<NotFound />} />;
}

export const loader: LoaderFunction = ({ params, context }) =>
  preload(context, (client) => client.prefetchQuery(blogPostQueryOptions(params.slug ?? '')));

export { BlogPostPage as Component };
