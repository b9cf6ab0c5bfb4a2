import {
  HIDE_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_STATUSES,
  type AdminReview,
  type ReviewStatus,
} from '@backlit/domain';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { controlClassName, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Stars } from '../../../components/ui/rating-stars';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/server-errors';
import { useAdminReviews, useReviewSettings } from '../api/get-reviews';
import { useModerateReview, useSaveReviewSettings, type Moderation } from '../api/moderate-review';

const TAB_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting',
  approved: 'Published',
  hidden: 'Hidden',
};

/** The moderation queue: reviews by state, each with publish, hide (with a reason) and reply. */
export function ReviewModeration() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews(status, page);
  const moderate = useModerateReview();
  const [done, setDone] = useState<{ at: number; message: string }>();
  const act = (action: Moderation) =>
    moderate
      .mutateAsync(action)
      .then((answer) => setDone({ at: Date.now(), message: answer.message }));

  return (
    <div className="flex flex-col gap-5">
      <PublishSetting />
      {done && (
        <Alert key={done.at} variant="success">
          {done.message}
        </Alert>
      )}
      {moderate.isError && (
        <Alert variant="error" autoHide={false}>
          {errorMessage(moderate.error)}
        </Alert>
      )}
      <Tabs
        value={status}
        onValueChange={(value) => {
          setStatus(value as ReviewStatus);
          setPage(1);
        }}
      >
        <TabsList aria-label="Reviews by state">
          {REVIEW_STATUSES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {TAB_LABELS[value]}
              {reviews.data && (
                <span className="ml-1.5 text-slate-500 tabular-nums">
                  {reviews.data.counts[value]}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status}>
          <QueryState query={reviews} loading="Loading reviews..." what="The reviews">
            {(data) =>
              data.reviews.length === 0 ? (
                <EmptyState
                  icon={MessageSquareText}
                  title={`No ${TAB_LABELS[status].toLowerCase()} reviews.`}
                  text="Reviews come from customers whose orders have shipped."
                />
              ) : (
                <div className="flex flex-col gap-4">
                  <ul className="flex flex-col gap-4">
                    {data.reviews.map((review) => (
                      <ModeratedReview key={review.id} review={review} act={act} />
                    ))}
                  </ul>
                  {data.total > data.per_page && (
                    <div className="flex items-center justify-center gap-3">
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={page <= 1}
                        onClick={() => setPage(page - 1)}
                      >
                        Previous
                      </Button>
                      <span className="text-sm tabular-nums">{`Page ${page} of ${Math.ceil(data.total / data.per_page)}`}</span>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={page * data.per_page >= data.total}
                        onClick={() => setPage(page + 1)}
                      >
                        Next
                      </Button>
                    </div>
                  )}
                </div>
              )
            }
          </QueryState>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function PublishSetting() {
  const settings = useReviewSettings();
  const save = useSaveReviewSettings();
  if (!settings.data) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <Checkbox
        label="Publish new reviews at once (otherwise they wait here for approval)"
        checked={settings.data.publish_at_once}
        disabled={save.isPending}
        onCheckedChange={(checked) => save.mutate({ publish_at_once: checked === true })}
      />
      {save.isError && <p className="mt-2 text-sm text-red-700">{errorMessage(save.error)}</p>}
    </div>
  );
}

function ModeratedReview({
  review,
  act,
}: {
  review: AdminReview;
  act: (action: Moderation) => Promise<void>;
}) {
  const [open, setOpen] = useState<'hide' | 'reply'>();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (action: Moderation) => {
    setError(undefined);
    try {
      await act(action);
      setOpen(undefined);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} className="text-base" />
        <span className="sr-only">{`${review.rating} out of 5 stars`}</span>
        <h3 className="font-semibold text-slate-900">{review.title}</h3>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {`${review.author} (${review.author_email}) · ${formatDateTime(review.updated_at)} · `}
        <Link
          to={`/product/${review.product_slug}`}
          className="font-medium text-glow-700 hover:underline"
        >
          {review.product_name}
        </Link>
      </p>
      <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{review.body}</p>
      {review.hidden_reason && (
        <p className="mt-2 text-sm text-red-700">{`Hidden: ${review.hidden_reason}`}</p>
      )}
      {review.reply && (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-semibold">Your reply: </span>
          {review.reply.body}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {review.status !== 'approved' && (
          <Button size="sm" onClick={() => void submit({ kind: 'approve', id: review.id })}>
            Publish<span className="sr-only"> the review {review.title}</span>
          </Button>
        )}
        {review.status !== 'hidden' && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setOpen('hide');
              setText('');
            }}
          >
            Hide<span className="sr-only"> the review {review.title}</span>
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setOpen('reply');
            setText(review.reply?.body ?? '');
          }}
        >
          {review.reply ? 'Edit reply' : 'Reply'}
          <span className="sr-only"> to the review {review.title}</span>
        </Button>
      </div>
      {open === 'hide' && (
        <form
          className="mt-4 flex flex-col gap-3"
          aria-label={`Hide the review ${review.title}`}
          onSubmit={(event) => {
            event.preventDefault();
            void submit({ kind: 'hide', id: review.id, reason: text });
          }}
        >
          <Input
            label="Reason (its author sees it)"
            required
            maxLength={HIDE_REASON_MAX}
            value={text}
            error={error}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" variant="danger" size="sm">
              Hide review
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setOpen(undefined)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {open === 'reply' && (
        <form
          className="mt-4 flex flex-col gap-3"
          aria-label={`Reply to the review ${review.title}`}
          onSubmit={(event) => {
            event.preventDefault();
            void submit({ kind: 'reply', id: review.id, reply: text });
          }}
        >
          <Field label="Public reply (leave empty to remove it)" error={error}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={REVIEW_REPLY_MAX}
                value={text}
                onChange={(event) => setText(event.target.value)}
                className={cn(controlClassName, 'h-auto px-3 py-2')}
              />
            )}
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm">
              Save reply
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setOpen(undefined)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
