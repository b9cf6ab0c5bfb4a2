import type { PageSlug } from '@backlit/domain';
import type { ReactNode } from 'react';
import { usePage } from '../api/get-page';
import { formatContentDate } from '../lib/format-date';
import { ContentBanner } from './content-banner';
import { PageMeta } from './page-meta';
import { Prose } from './prose';
import { LoadError } from '../../../components/ui/load-error';
import { TextSkeleton } from './text-skeleton';

type ContentPageViewProps = {
  slug: PageSlug;
  /** Banner title and document title until the page's own title arrives. */
  fallbackTitle: string;
  section: string;
  /** A line under the title (known up front, so the banner does not grow when the text loads). */
  description?: string;
  /** Legal texts say when they last changed. */
  showUpdated?: boolean;
  /** Shown below the text, e.g. the trade-show archive. */
  children?: ReactNode;
};

/** A static page whose text comes from the content folder (privacy, terms, trade show). */
export function ContentPageView({
  slug,
  fallbackTitle,
  section,
  description,
  showUpdated = false,
  children,
}: ContentPageViewProps) {
  const query = usePage(slug);
  const page = query.data;
  const title = page?.title ?? fallbackTitle;

  return (
    <>
      <PageMeta title={title} description={page?.description} />
      <ContentBanner section={section} title={title} description={description} width="3xl" />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        {query.isError ? (
          <LoadError what="This page" error={query.error} onRetry={() => void query.refetch()} />
        ) : !page ? (
          <TextSkeleton label="Loading page" lines={10} />
        ) : (
          <>
            {showUpdated && (
              <p className="mb-8 text-sm text-slate-600">
                Last updated <time dateTime={page.updated}>{formatContentDate(page.updated)}</time>
              </p>
            )}
            <Prose html={page.html} />
          </>
        )}
        {children}
      </div>
    </>
  );
}
