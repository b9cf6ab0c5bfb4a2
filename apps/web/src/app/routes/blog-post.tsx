import { useParams } from 'react-router';
import { BlogPostView } from '../../features/content';
import { Component as NotFound } from './not-found';

/** One post, `/blog-press/{slug}`. */
function BlogPostPage() {
  const { slug = '' } = useParams();
  return <BlogPostView key={slug} slug={slug} notFound={<NotFound />} />;
}

export { BlogPostPage as Component };
