import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import type { Mailer } from '../../platform/mailer';
import type { ShopSettings } from '../../platform/shop-settings';
import type { FileStorage } from '../../platform/storage';
import type { BleedFixService } from './artwork-bleed-fix';
import {
  artworkAddBleedJob,
  artworkCheckJob,
  artworkPurgeJob,
  artworkReminderJob,
  artworkUploadExpiryJob,
  newArtworkRequestedJob,
} from './artwork-jobs';
import { artworkReminderMail, newArtworkRequestedMail } from './artwork.mail';
import { ArtworkRepository } from './artwork.repository';
import type { ArtworkService } from './artwork.service';

export interface ArtworkJobsDeps {
  db: Database;
  service: ArtworkService;
  bleedFix: BleedFixService;
  storage: FileStorage;
  mailer: Mailer;
  shop: Pick<ShopSettings, 'get'>;
  config: Pick<Config, 'publicUrl'>;
}

/** The artwork module's work after the answer. */
export function handleArtworkJobs(jobs: JobQueue, deps: ArtworkJobsDeps): void {
  const { db, service, bleedFix, storage, mailer, shop, config } = deps;
  const repository = new ArtworkRepository(db);
  const mail = { db, mailer, publicUrl: config.publicUrl };

  jobs.handle(artworkCheckJob, ({ fileId }) => service.check(fileId));

  jobs.handle(artworkAddBleedJob, ({ fileId }) => bleedFix.make(fileId));

  jobs.handle(artworkReminderJob, ({ orderId }, job) =>
    sendMailOnce(mail, job.id, async () => {
      const order = await repository.order(orderId);
      if (!order || order.status === 'cancelled' || order.status === 'refunded') return undefined;
      const missing = (await repository.lines(orderId)).filter((line) => line.file === null);
      if (missing.length === 0) return undefined;
      return artworkReminderMail(
        await shop.get(),
        config.publicUrl,
        order,
        missing.map((line) => `${line.quantity} × ${line.name}`),
      );
    }),
  );

  jobs.handle(newArtworkRequestedJob, ({ fileId }, job) =>
    sendMailOnce(mail, job.id, async () => {
      const file = await repository.fileById(fileId);
      const order = file && (await repository.order(file.orderId));
      if (!file || !order || file.status !== 'changes_requested') return undefined;
      return newArtworkRequestedMail(await shop.get(), config.publicUrl, order, file);
    }),
  );

  jobs.handle(artworkUploadExpiryJob, ({ uploadId, orderId }) =>
    service.expireUpload(uploadId, orderId),
  );

  jobs.handle(artworkPurgeJob, async ({ orderId }) => {
    // Deleted first, forgotten after: a failure between the two is retried and deletes nothing twice.
    await storage.remove(await repository.storedNames(orderId));
    await repository.forgetStoredFiles(orderId);
  });
}
