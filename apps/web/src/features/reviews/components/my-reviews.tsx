import type { MyReviews as MyReviewsData, OwnReview } from '@backlit/domain';
import { Clock, EyeOff, MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Stars } from '../../../components/ui/rating-stars';
import { formatDate } from '../../../lib/format';
import { useDeleteReview } from '../api/delete-review';
import { useMyReviews } from '../api/get-my-reviews';
import { useSaveReview } from '../api/save-review';
import { ReviewForm } from './review-form';

/** The customer's reviews page: products to review, then their reviews with edit and delete. */
export function MyReviews() {
  const query = useMyReviews();
  const [notice, setNotice] = useState<{ id: number; message: string }>();
  const say = (message: string) => setNotice({ id: Date.now(), message });
  return (
    <div className="flex flex-col gap-6">
      {notice && (
        <Alert key={notice.id} variant="success">
          {notice.message}
        </Alert>
      )}
      <QueryState query={query} loading="Loading your reviews..." what="Your reviews">
        {(data) => <Lists data={data} onDone={say} />}
      </QueryState>
    </div>
  );
}

function Lists({ data, onDone }: { data: MyReviewsData; onDone: (message: string) => void }) {
  const save = useSaveReview();
  const [writing, setWriting] = useState<number>();
  return (
    <>
      <section aria-labelledby="to-review-heading">
        <h3 id="to-review-heading" className="text-base font-semibold text-slate-900">
          Products to review
        </h3>
        {data.reviewable.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            Nothing waiting: once an order ships, its products appear here.
          </p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {data.reviewable.map((product) => (
              <li key={product.product_id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={`/product/${product.slug}`}
                    className="font-medium text-slate-900 hover:underline"
                  >
                    {product.name}
                  </Link>
                  {writing !== product.product_id && (
                    <Button size="sm" onClick={() => setWriting(product.product_id)}>
                      Write a review<span className="sr-only"> of {product.name}</span>
                    </Button>
                  )}
                </div>
                {writing === product.product_id && (
                  <div className="mt-4">
                    <ReviewForm
                      productName={product.name}
                      submitLabel="Send review"
                      onCancel={() => setWriting(undefined)}
                      onSubmit={async (body) => {
                        const saved = await save.mutateAsync({
                          kind: 'new',
                          productId: product.product_id,
                          body,
                        });
                        setWriting(undefined);
                        onDone(saved.message);
                      }}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-reviews-heading">
        <h3 id="my-reviews-heading" className="text-base font-semibold text-slate-900">
          Your reviews
        </h3>
        {data.reviews.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">You have not written a review yet.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {data.reviews.map((review) => (
              <OwnReviewItem key={review.id} review={review} onDone={onDone} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function OwnReviewItem({
  review,
  onDone,
}: {
  review: OwnReview;
  onDone: (message: string) => void;
}) {
  const save = useSaveReview();
  const remove = useDeleteReview();
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={`/product/${review.product_slug}`}
          className="font-medium text-slate-900 hover:underline"
        >
          {review.product_name}
        </Link>
        <ReviewState review={review} />
      </div>
      {editing ? (
        <div className="mt-4">
          <ReviewForm
            productName={review.product_name}
            initial={{ rating: review.rating, title: review.title, body: review.body }}
            submitLabel="Save changes"
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              const saved = await save.mutateAsync({ kind: 'edit', reviewId: review.id, body });
              setEditing(false);
              onDone(saved.message);
            }}
          />
        </div>
      ) : (
        <>
          <p className="mt-2 flex items-center gap-2">
            <Stars value={review.rating} className="text-base" />
            <span className="sr-only">{`${review.rating} out of 5 stars`}</span>
            <span className="font-semibold text-slate-900">{review.title}</span>
          </p>
          <p className="mt-1 text-xs text-slate-600">{`Written ${formatDate(review.created_at)}`}</p>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{review.body}</p>
          {review.reply && (
            <p className="mt-3 flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              <MessageSquareReply aria-hidden className="size-4 shrink-0" />
              <span>
                <span className="font-semibold">Reply from the shop: </span>
                {review.reply.body}
              </span>
            </p>
          )}
          <div className="mt-3 flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Edit<span className="sr-only"> your review of {review.product_name}</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              onClick={() => {
                if (!window.confirm(`Delete your review of ${review.product_name}?`)) return;
                remove.mutate(review.id, { onSuccess: () => onDone('Your review was deleted.') });
              }}
            >
              Delete<span className="sr-only"> your review of {review.product_name}</span>
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function ReviewState({ review }: { review: OwnReview }) {
  if (review.status === 'approved') {
    return <span className="text-xs font-semibold text-emerald-700">Published</span>;
  }
  if (review.status === 'pending') {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-800">
        <Clock aria-hidden className="size-3.5" />
        Waiting for approval
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-red-700">
      <EyeOff aria-hidden className="size-3.5" />
      {`Hidden: ${review.hidden_reason ?? 'by the shop'}`}
    </span>
  );
}
