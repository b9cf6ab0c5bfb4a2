import { ArrowRight, CalendarDays, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { useNews } from '../api/get-news';
import { formatContentDate } from '../lib/format-date';
import { ContentBanner } from './content-banner';
import { FeedLink } from './feed-link';
import { PageMeta } from './page-meta';

/** /news: every article, newest first, each leading to its own page. */
export function NewsArchive() {
  const news = useNews();
  return (
    <>
      <FeedLink feed="news" />
      <PageMeta
        title="News"
        description="News from Backlit Shop: new frame sizes, fabric and LED upgrades, and the trade-show season in the USA and Canada."
      />
      <ContentBanner
        width="4xl"
        section="News"
        title="News & updates"
        description="New frame sizes, fabric and lighting upgrades, and what is happening on the trade-show floor."
      />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
        {news.isError ? (
          <LoadError what="The news" error={news.error} onRetry={() => void news.refetch()} />
        ) : !news.data ? (
          <NewsSkeleton />
        ) : news.data.length === 0 ? (
          <EmptyState icon={Newspaper} title="No news yet." text="Check back soon." />
        ) : (
          <ol className="flex flex-col gap-6">
            {news.data.map((article) => (
              <li key={article.slug}>
                <article
                  aria-labelledby={`news-${article.slug}`}
                  className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8"
                >
                  <p className="flex items-center gap-2 text-sm text-slate-600">
                    <CalendarDays aria-hidden className="size-4 text-glow-600" />
                    <time dateTime={article.date}>{formatContentDate(article.date)}</time>
                  </p>
                  <h2
                    id={`news-${article.slug}`}
                    className="mt-2 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
                  >
                    <Link to={article.route} className="hover:text-glow-700">
                      {article.title}
                    </Link>
                  </h2>
                  <p className="mt-3 leading-relaxed text-slate-700">{article.excerpt}</p>
                  <Link
                    to={article.route}
                    className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-glow-700 underline-offset-4 hover:underline"
                  >
                    Read more<span className="sr-only">: {article.title}</span>
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

function NewsSkeleton() {
  return (
    <div role="status" aria-label="Loading news" className="flex flex-col gap-6">
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 sm:p-8"
        >
          <div className="h-4 w-32 animate-pulse rounded bg-slate-100" />
          <div className="h-7 w-2/3 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
          <div className="h-4 w-5/6 animate-pulse rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
