import { ArrowRight, CalendarDays, Folder, MessageSquare, PenLine, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import type { BlogPostSummary } from '@backlit/domain';
import { useBlogPosts } from '../api/get-blog-posts';
import { formatContentDate } from '../lib/format-date';
import { ContentBanner } from './content-banner';
import { FeedLink } from './feed-link';
import { PageMeta } from './page-meta';

/** /blog-press: the posts, each with author, category, comment count and Read More. */
export function BlogList() {
  const posts = useBlogPosts();
  return (
    <>
      <FeedLink feed="blog" />
      <PageMeta
        title="Blog Press"
        description="Articles from Backlit Shop about backlit display frames, fabric printing and trade-show stands."
      />
      <ContentBanner
        width="4xl"
        section="Stories & press"
        title="Blog Press"
        description="Stories, guides and press notes from our print studio and warehouse."
      />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
        {posts.isError ? (
          <LoadError what="The blog" error={posts.error} onRetry={() => void posts.refetch()} />
        ) : !posts.data ? (
          <div role="status" aria-label="Loading posts">
            <div aria-hidden className="h-72 animate-pulse rounded-xl bg-slate-100" />
          </div>
        ) : posts.data.length === 0 ? (
          <EmptyState icon={PenLine} title="No posts yet." text="Check back soon." />
        ) : (
          <ol className="flex flex-col gap-8">
            {posts.data.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

function BlogCard({ post }: { post: BlogPostSummary }) {
  return (
    <article
      aria-labelledby={`post-${post.slug}`}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      {post.image && (
        <img
          src={post.image.src}
          alt={post.image.alt}
          loading="lazy"
          className="aspect-[2/1] w-full bg-slate-100 object-cover"
        />
      )}
      <div className="p-6 sm:p-8">
        <PostFacts post={post} />
        <h2
          id={`post-${post.slug}`}
          className="mt-3 text-2xl font-bold tracking-tight text-slate-900"
        >
          <Link to={post.route} className="hover:text-glow-700">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">{post.excerpt}</p>
        <Button asChild className="mt-6">
          <Link to={post.route}>
            Read More<span className="sr-only">: {post.title}</span>
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** Date, author, category and comment count of a post. */
export function PostFacts({ post }: { post: BlogPostSummary }) {
  const iconClass = 'size-4 text-glow-600';
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-600">
      <li className="flex items-center gap-1.5">
        <CalendarDays aria-hidden className={iconClass} />
        <time dateTime={post.date}>{formatContentDate(post.date)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <UserRound aria-hidden className={iconClass} />
        <span className="sr-only">Author: </span>
        {post.author}
      </li>
      <li className="flex items-center gap-1.5">
        <Folder aria-hidden className={iconClass} />
        <span className="sr-only">Category: </span>
        {post.category}
      </li>
      <li className="flex items-center gap-1.5">
        <MessageSquare aria-hidden className={iconClass} />
        {post.comment_count === 1 ? '1 comment' : `${post.comment_count} comments`}
      </li>
    </ul>
  );
}
