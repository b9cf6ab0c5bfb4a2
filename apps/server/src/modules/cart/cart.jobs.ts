import { defineJob } from '../../platform/jobs';

/** The cart module's work after the answer; the handler is in cart.job-handlers.ts. */

/** Deletes a signed-out shopper's cart once it has not changed for the idle period. */
export const guestCartPurgeJob = defineJob<{ guestCartId: string }>(
  'guest-cart-purge',
  "Deletion of a signed-out shopper's idle cart",
  { retryLimit: 10, retryDelaySeconds: 300, expireInSeconds: 600 },
);
