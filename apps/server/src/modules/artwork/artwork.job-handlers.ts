import { orderLinkPath, reorderKeptUntil } from '@backlit/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import type { Mailer } from '../../platform/mailer';
import type { OrderLinks } from '../../platform/order-links';
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
} from './artwork.jobs';
import { artworkReminderMail, newArtworkRequestedMail } from './artwork.mail';
import { ArtworkRepository, type ArtworkOrderRow } from './artwork.repository';
import type { ArtworkService } from './artwork.service';

export interface ArtworkJobsDeps {
  db: Database;
  service: ArtworkService;
  bleedFix: BleedFixService;
  storage: FileStorage;
  mailer: Mailer;
  shop: Pick<ShopSettings, 'get'>;
  config: Pick<Config, 'publicUrl' | 'artwork'>;
  orderLinks: OrderLinks;
}

/** The artwork module's work after the answer. */
export function handleArtworkJobs(jobs: JobQueue, deps: ArtworkJobsDeps): void {
  const { db, service, bleedFix, storage, mailer, shop, config } = deps;
  const repository = new ArtworkRepository(db);
  const mail = { db, mailer, publicUrl: config.publicUrl };
  /**
   * The order's page as an e-mail links it: in the account, or for an order placed without one a
   * fresh private link, whose token exists only in that e-mail.
   */
  const orderPage = async (order: ArtworkOrderRow) =>
    order.userId === null
      ? `${config.publicUrl}${orderLinkPath(await deps.orderLinks.create(db, order.id, 'mail'))}`
      : `${config.publicUrl}/dashboard-client/orders/${order.id}`;

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
        await orderPage(order),
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
      return newArtworkRequestedMail(await shop.get(), await orderPage(order), order, file);
    }),
  );

  jobs.handle(artworkUploadExpiryJob, ({ uploadId, orderId }) =>
    service.expireUpload(uploadId, orderId),
  );

  jobs.handle(artworkPurgeJob, async ({ orderId }) => {
    // A shipped order's approved files stay for reorders until their keep period ends.
    const order = await repository.order(orderId);
    if (order?.shippedAt && (order.status === 'shipped' || order.status === 'delivered')) {
      const keptUntil = reorderKeptUntil(order.shippedAt, config.artwork.reorderMonths);
      const waitMs = keptUntil.getTime() - Date.now();
      if (waitMs > 0) {
        await jobs.enqueue(
          db,
          artworkPurgeJob,
          { orderId },
          { startAfterSeconds: Math.ceil(waitMs / 1000) },
        );
        return;
      }
    }
    // Deleted first, forgotten after: a failure between the two is retried and deletes nothing twice.
    await storage.remove(await repository.storedNames(orderId));
    await repository.forgetStoredFiles(orderId);
  });
}
