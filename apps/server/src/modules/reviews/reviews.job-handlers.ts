import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import type { Mailer } from '../../platform/mailer';
import type { ShopSettings } from '../../platform/shop-settings';
import { reviewRequestMail } from './review-request.mail';
import { reviewRequestJob } from './reviews.jobs';
import { ReviewsRepository } from './reviews.repository';

export interface ReviewJobsDeps {
  db: Database;
  mailer: Mailer;
  shop: Pick<ShopSettings, 'get'>;
  config: Pick<Config, 'publicUrl'>;
}

/**
 * Asks for reviews of a shipped order's products that are still unreviewed when the job runs;
 * sends nothing when every one is.
 */
export function handleReviewJobs(jobs: JobQueue, deps: ReviewJobsDeps): void {
  const { db, mailer, shop, config } = deps;
  const mail = { db, mailer, publicUrl: config.publicUrl };
  jobs.handle(reviewRequestJob, (data, job) =>
    sendMailOnce(mail, job.id, async () => {
      const request = await new ReviewsRepository(db).reviewRequest(data.orderId);
      if (!request || request.products.length === 0) return undefined;
      return reviewRequestMail(await shop.get(), config.publicUrl, request.order, request.products);
    }),
  );
}
