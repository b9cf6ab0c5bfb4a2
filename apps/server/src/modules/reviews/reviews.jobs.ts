import { REVIEW_REQUEST_DELAY_DAYS } from '@backlit/domain';
import type { Database } from '../../db/client';
import { defineJob, type JobQueue } from '../../platform/jobs';

/** The reviews module's work after the answer; the handler is in reviews.job-handlers.ts. */

/** The e-mail asking for reviews of a shipped order's products. */
export const reviewRequestJob = defineJob<{ orderId: number }>(
  'review-request-mail',
  'Review request e-mail',
);

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Queues the review request of a shipped order, in `db`'s transaction (the shipping's), to run
 * some days later: by then the customer has the goods. The job looks again at what is still
 * unreviewed when it runs, and sends nothing if everything is.
 */
export function requestReviewsLater(jobs: JobQueue, db: Database, orderId: number): Promise<void> {
  return jobs.enqueue(
    db,
    reviewRequestJob,
    { orderId },
    {
      startAfterSeconds: REVIEW_REQUEST_DELAY_DAYS * DAY_SECONDS,
    },
  );
}
