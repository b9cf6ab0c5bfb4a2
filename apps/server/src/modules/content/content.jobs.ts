import { defineJob } from '../../platform/jobs';

/** The content module's work after the answer; the handler is in content.job-handlers.ts. */

/**
 * Runs when a scheduled entry's time has come: drops the cached answers, pages, feeds and
 * sitemap that were built without it (on every instance), so it appears at once.
 */
export const contentDueJob = defineJob<{ entryId: number }>(
  'content-due',
  'Show a scheduled content entry when its time comes',
  { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 60 },
);
