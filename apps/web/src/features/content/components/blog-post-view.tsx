import { BLOG_ROUTE } from '@backlit/domain';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../../../components/page-banner';
import { isApiError } from '../../../lib/api-error';
import { LoadError } from '../../../components/ui/load-error';
import { useBlogPost } from '../api/get-blog-post';
import { PostFacts } from './blog-list';
import { ArticleMeta } from './article-meta';
import { FeedLink } from './feed-link';
import { Prose } from './prose';
import { TextSkeleton } from './text-skeleton';

/** One blog post, in full. */
export function BlogPostView({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const query = useBlogPost(slug);
  if (isApiError(query.error, 404)) return notFound;
  const post = query.data;

  return (
    <>
      <FeedLink feed="blog" />
      <ArticleMeta kind="BlogPosting" article={post} fallbackTitle="Blog Press" />
      <PageBanner
        width="3xl"
        title={post?.title ?? 'Blog Press'}
        eyebrow={
          <p className="text-sm font-semibold tracking-wider text-glow-400 uppercase">Blog Press</p>
        }
      />
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        {query.isError ? (
          <LoadError what="This post" error={query.error} onRetry={() => void query.refetch()} />
        ) : !post ? (
          <TextSkeleton label="Loading post" lines={10} />
        ) : (
          <>
            <div className="mb-8 border-b border-slate-200 pb-6">
              <PostFacts post={post} />
            </div>
            <Prose html={post.html} />
          </>
        )}
        <p className="mt-12 border-t border-slate-200 pt-6">
          <Link
            to={BLOG_ROUTE}
            className="inline-flex items-center gap-2 text-sm font-semibold text-glow-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Back to Blog Press
          </Link>
        </p>
      </article>
    </>
  );
}
