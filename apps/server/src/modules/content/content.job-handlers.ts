import type { JobQueue } from '../../platform/jobs';
import { contentDueJob } from './content.jobs';
import { CONTENT_TAG } from './content.routes';

/**
 * A scheduled entry's time has come: whichever instance runs the job drops its caches and,
 * through the change messages, the others'.
 */
export function handleContentJobs(
  jobs: JobQueue,
  cache: { invalidate(tags: Iterable<string>): void },
): void {
  jobs.handle(contentDueJob, async () => cache.invalidate([CONTENT_TAG]));
}
