import {
  REVIEW_SORTS,
  type ProductReviews as ProductReviewsData,
  type PublicReview,
  type ReviewSort,
} from '@backlit/domain';
import { BadgeCheck, ChevronLeft, ChevronRight, MessageSquareReply } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { RatingSummary, Stars } from '../../../components/ui/rating-stars';
import { Select } from '../../../components/ui/select';
import { formatDate } from '../../../lib/format';
import { useProductReviews } from '../api/get-product-reviews';

const SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/** The product page's reviews: the rating per star, then the reviews a page at a time. */
export function ProductReviews({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const query = useProductReviews(slug, page, sort);
  const headingId = useId();

  return (
    <section id="reviews" aria-labelledby={headingId} className="mt-14 scroll-mt-24">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
        Customer reviews
      </h2>
      {query.isError && (
        <div className="mt-5">
          <LoadError what="The reviews" error={query.error} onRetry={() => void query.refetch()} />
        </div>
      )}
      {query.data && (
        <div className="mt-5 grid gap-8 lg:grid-cols-[18rem_1fr]">
          <Breakdown data={query.data} />
          <div>
            {query.data.total === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700">
                No reviews yet. Customers who received this product can review it from{' '}
                <Link
                  to="/dashboard-client/reviews"
                  className="font-semibold text-glow-700 underline"
                >
                  their account
                </Link>
                .
              </p>
            ) : (
              <>
                <div className="flex flex-wrap items-end justify-between gap-3">
                  <p className="text-sm text-slate-600" aria-live="polite">
                    {`Showing ${(page - 1) * query.data.per_page + 1}–${Math.min(page * query.data.per_page, query.data.total)} of ${query.data.total}`}
                  </p>
                  <Select
                    label="Sort reviews"
                    value={sort}
                    containerClassName="w-48"
                    onChange={(event) => {
                      setSort(event.target.value as ReviewSort);
                      setPage(1);
                    }}
                  >
                    {REVIEW_SORTS.map((value) => (
                      <option key={value} value={value}>
                        {SORT_LABELS[value]}
                      </option>
                    ))}
                  </Select>
                </div>
                <ul className="mt-4 flex flex-col gap-4">
                  {query.data.reviews.map((review) => (
                    <ReviewItem key={review.id} review={review} />
                  ))}
                </ul>
                <Pager
                  page={page}
                  pageCount={Math.ceil(query.data.total / query.data.per_page)}
                  onPage={setPage}
                />
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function Breakdown({ data }: { data: ProductReviewsData }) {
  const { rating } = data;
  return (
    <div className="h-fit rounded-xl border border-slate-200 bg-white p-5">
      {rating.average !== null && (
        <p className="text-4xl font-bold text-slate-900 tabular-nums">
          {rating.average.toFixed(1)}
        </p>
      )}
      <RatingSummary rating={rating} className="mt-1" />
      <dl className="mt-4 flex flex-col gap-1.5 text-sm">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = rating.stars[stars - 1] ?? 0;
          const share = rating.count === 0 ? 0 : Math.round((n / rating.count) * 100);
          return (
            <div key={stars} className="grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-2">
              <dt className="text-slate-700">{`${stars} star${stars === 1 ? '' : 's'}`}</dt>
              <dd className="contents">
                <span aria-hidden className="h-2 overflow-hidden rounded-full bg-slate-100">
                  <span
                    className="block h-full rounded-full bg-amber-400"
                    style={{ width: `${share}%` }}
                  />
                </span>
                <span className="text-right text-slate-600 tabular-nums">{n}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} className="text-base" />
        <span className="sr-only">{`${review.rating} out of 5 stars`}</span>
        <h3 className="font-semibold text-slate-900">{review.title}</h3>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span>{review.author}</span>
        <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
          <BadgeCheck aria-hidden className="size-3.5" />
          Verified purchase
        </span>
        <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
      </p>
      <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-slate-700">
        {review.body}
      </p>
      {review.reply && (
        <div className="mt-4 rounded-lg border-l-4 border-glow-400 bg-slate-50 p-3 text-sm">
          <p className="flex items-center gap-1.5 font-semibold text-slate-900">
            <MessageSquareReply aria-hidden className="size-4" />
            Reply from the shop
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{review.reply.body}</p>
        </div>
      )}
    </li>
  );
}

function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Review pages" className="mt-5 flex items-center justify-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </Button>
      <span className="text-sm text-slate-700 tabular-nums">{`Page ${page} of ${pageCount}`}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
