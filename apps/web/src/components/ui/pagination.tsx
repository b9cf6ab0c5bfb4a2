import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { cn } from '../../lib/cn';

type PaginationProps = {
  page: number;
  pageCount: number;
  /** Where a page's link goes (keeping the list's other search parameters). */
  to: (page: number) => To;
  label?: string;
};

/** Page links of a list: previous, numbers (with gaps on long lists) and next. */
export function Pagination({ page, pageCount, to, label = 'Pagination' }: PaginationProps) {
  if (pageCount <= 1) return null;

  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          <PageLink to={page > 1 ? to(page - 1) : undefined}>
            <ChevronLeft aria-hidden className="size-4" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </PageLink>
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={cn(
                  'grid size-10 place-items-center rounded-lg border text-sm font-semibold tabular-nums transition-colors',
                  item === page
                    ? 'border-night-900 bg-night-900 text-white dark:border-glow-400 dark:bg-glow-400 dark:text-night-900'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <PageLink to={page < pageCount ? to(page + 1) : undefined}>
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRight aria-hidden className="size-4" />
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}

type PageLinkProps = { to: To | undefined; children: ReactNode };

function PageLink({ to, children }: PageLinkProps) {
  const className =
    'inline-flex h-10 items-center gap-1 rounded-lg border px-3 text-sm font-semibold transition-colors';
  if (!to) {
    // At either end there is nowhere to go: plain text, not a link.
    return <span className={cn(className, 'border-slate-200 text-slate-500')}>{children}</span>;
  }
  return (
    <Link
      to={to}
      className={cn(
        className,
        'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
      )}
    >
      {children}
    </Link>
  );
}

/** 1 … 4 5 6 … 20: the first, the last and the pages next to the current one. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const p of sorted) {
    const last = items.at(-1);
    // A gap of one page shows that page rather than an ellipsis standing for it.
    if (typeof last === 'number' && p - last === 2) items.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) items.push('gap');
    items.push(p);
  }
  return items;
}
