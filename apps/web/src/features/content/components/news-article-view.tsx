import { NEWS_ARCHIVE_ROUTE } from '@backlit/domain';
import { ArrowLeft, CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../../../components/page-banner';
import { isApiError } from '../../../lib/api-error';
import { LoadError } from '../../../components/ui/load-error';
import { useNewsArticle } from '../api/get-news-article';
import { formatContentDate } from '../lib/format-date';
import { ArticleMeta } from './article-meta';
import { FeedLink } from './feed-link';
import { Prose } from './prose';
import { TextSkeleton } from './text-skeleton';

type NewsArticleViewProps = {
  /** The article's route name ('firstNewsDetails') or slug. */
  articleKey: string;
  notFound: ReactNode;
};

/** One news article at its public address, with the way back to the archive. */
export function NewsArticleView({ articleKey, notFound }: NewsArticleViewProps) {
  const query = useNewsArticle(articleKey);
  if (isApiError(query.error, 404)) return notFound;
  const article = query.data;

  return (
    <>
      <FeedLink feed="news" />
      <ArticleMeta kind="NewsArticle" article={article} fallbackTitle="News" />
      <PageBanner
        width="3xl"
        title={article?.title ?? 'News'}
        eyebrow={
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-glow-400 uppercase">
            <CalendarDays aria-hidden className="size-4" />
            {article ? (
              <time dateTime={article.date}>{formatContentDate(article.date)}</time>
            ) : (
              'News'
            )}
          </p>
        }
      />
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        {query.isError ? (
          <LoadError what="This article" error={query.error} onRetry={() => void query.refetch()} />
        ) : !article ? (
          <TextSkeleton label="Loading article" lines={8} />
        ) : (
          <Prose html={article.html} />
        )}
        <ReturnToArchive />
      </article>
    </>
  );
}

function ReturnToArchive() {
  return (
    <p className="mt-12 border-t border-slate-200 pt-6">
      <Link
        to={NEWS_ARCHIVE_ROUTE}
        className="inline-flex items-center gap-2 text-sm font-semibold text-glow-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Return to archive
      </Link>
    </p>
  );
}
