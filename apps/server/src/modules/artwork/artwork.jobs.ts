import { defineJob } from '../../platform/jobs';

/** The artwork module's work after the answer; the handlers are in artwork.job-handlers.ts. */

/** Checks a received file in the preflight process; a file that cannot be checked is refused. */
export const artworkCheckJob = defineJob<{ fileId: number }>('artwork-check', 'Artwork check', {
  retryLimit: 2,
  retryDelaySeconds: 30,
  // Longer than the longest check the settings allow (ARTWORK_CHECK_SECONDS at most an hour).
  expireInSeconds: 3700,
});

/** Reminds the customer that a printed line still has no file, two days after payment. */
export const artworkReminderJob = defineJob<{ orderId: number }>(
  'artwork-reminder-mail',
  'Artwork reminder e-mail',
);

/** Tells the customer what staff want changed in a file. */
export const newArtworkRequestedJob = defineJob<{ fileId: number }>(
  'artwork-new-file-mail',
  'New artwork requested e-mail',
);

/** Deletes an order's files once the retention period after delivery has passed. */
export const artworkPurgeJob = defineJob<{ orderId: number }>(
  'artwork-purge',
  'Artwork deletion after the retention period',
  { retryLimit: 10, retryDelaySeconds: 300, expireInSeconds: 600 },
);

/** Deletes an upload still unfinished when it expires, with the bytes it received. */
export const artworkUploadExpiryJob = defineJob<{ uploadId: string; orderId: number }>(
  'artwork-upload-expiry',
  'Deletion of an unfinished artwork upload',
  { retryLimit: 10, retryDelaySeconds: 300, expireInSeconds: 600 },
);

/** Makes the shop's version of a file with the bleed added, and checks it, in the preflight process. */
export const artworkAddBleedJob = defineJob<{ fileId: number }>(
  'artwork-add-bleed',
  'Bleed added to an artwork file by the shop',
  // As the check: its process is bounded by the same settings.
  { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 3700 },
);
