import { ARTWORK_REMINDER_DAYS, ARTWORK_RETENTION_MONTHS } from '@backlit/domain';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { artworkPurgeJob, artworkReminderJob } from './artwork-jobs';
import { ArtworkRepository } from './artwork.repository';

/** What other modules ask of artwork, inside their own transactions (`db` may be one). */

const DAY_SECONDS = 24 * 3600;

/** A paid order with printed lines gets its reminder, due two days on (sent only if needed). */
export async function artworkAfterPayment(
  jobs: JobQueue,
  db: Database,
  orderId: number,
): Promise<void> {
  const printed = await new ArtworkRepository(db).lines(orderId);
  if (printed.length === 0) return;
  await jobs.enqueue(
    db,
    artworkReminderJob,
    { orderId },
    { startAfterSeconds: ARTWORK_REMINDER_DAYS * DAY_SECONDS },
  );
}

/** A delivered order's files are deleted once the retention period has passed. */
export async function artworkAfterDelivery(
  jobs: JobQueue,
  db: Database,
  orderId: number,
): Promise<void> {
  await jobs.enqueue(
    db,
    artworkPurgeJob,
    { orderId },
    { startAfterSeconds: Math.round((ARTWORK_RETENTION_MONTHS * 365.25 * DAY_SECONDS) / 12) },
  );
}

/** Printed lines of the order whose file is not approved (or missing): production waits. */
export function unapprovedArtworkLines(db: Database, orderId: number): Promise<number> {
  return new ArtworkRepository(db).linesNotApproved(orderId);
}

/** Files checked and waiting for a person, for the dashboard's to-do count. */
export function artworkWaitingForReview(db: Database): Promise<number> {
  return new ArtworkRepository(db).countWaitingForReview();
}
