import type { JobQueue } from '../../platform/jobs';
import { guestCartPurgeJob } from './cart.jobs';
import type { GuestCarts } from './guest-cart';

/** Deletes signed-out shoppers' carts left alone for the idle period. */
export function handleCartJobs(jobs: JobQueue, guests: GuestCarts): void {
  jobs.handle(guestCartPurgeJob, ({ guestCartId }) => guests.purgeIfIdle(guestCartId));
}
