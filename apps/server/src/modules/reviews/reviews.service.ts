import {
  ADMIN_REVIEWS_PER_PAGE,
  averageRating,
  REVIEW_MESSAGES,
  REVIEWS_PER_PAGE,
  type AdminReview,
  type AdminReviews,
  type MyReviews,
  type OwnReview,
  type ProductReviews,
  type PublicReview,
  type ReviewSort,
  type ReviewStatus,
} from '@backlit/domain';
import type { z } from 'zod';
import type { ReviewInputSchema } from '@backlit/domain';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { CatalogChanges } from '../catalog';
import { ReviewsRepository, type ReviewWithRefs } from './reviews.repository';

type ReviewFields = z.output<typeof ReviewInputSchema>;

/**
 * Reviews: customers write one per product they received; staff publish, hide and answer them.
 * Every change recounts the product's rating in its own transaction (the product row locked
 * first), and tells the catalogue once it has committed so cached lists and pages show it.
 */
export class ReviewsService {
  private readonly repository: ReviewsRepository;

  constructor(
    db: Database,
    private readonly catalog: Pick<CatalogChanges, 'ratingChanged'>,
  ) {
    this.repository = new ReviewsRepository(db);
  }

  // -------------------------------------------------------------------------------------------
  // The shop.

  async forProduct(slug: string, page: number, sort: ReviewSort): Promise<ProductReviews> {
    const productId = await this.repository.productIdBySlug(slug);
    if (productId === undefined) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.productNotFound);
    const [rating, rows] = await Promise.all([
      this.repository.rating(productId),
      this.repository.approvedPage(
        productId,
        sort,
        REVIEWS_PER_PAGE,
        (page - 1) * REVIEWS_PER_PAGE,
      ),
    ]);
    const count = rating?.ratingCount ?? 0;
    return {
      status: 200,
      rating: {
        average: averageRating(count, rating?.ratingSum ?? 0),
        count,
        stars: rating?.ratingStars ?? [0, 0, 0, 0, 0],
      },
      reviews: rows.map(toPublic),
      total: count,
      page,
      per_page: REVIEWS_PER_PAGE,
    };
  }

  // -------------------------------------------------------------------------------------------
  // The customer.

  async mine(userId: number): Promise<Omit<MyReviews, 'status'>> {
    const [reviews, reviewable] = await Promise.all([
      this.repository.byUser(userId),
      this.repository.reviewable(userId),
    ]);
    return {
      reviews: reviews.map(toOwn),
      reviewable: reviewable.map((p) => ({ product_id: p.productId, name: p.name, slug: p.slug })),
    };
  }

  async create(
    userId: number,
    productId: number,
    fields: ReviewFields,
  ): Promise<{ message: string; review: OwnReview }> {
    const id = await this.repository.transaction(async (repository) => {
      if (!(await repository.lockProduct(productId))) {
        throw new AppError('NOT_FOUND', REVIEW_MESSAGES.productNotFound);
      }
      if (!(await repository.hasReceived(userId, productId))) {
        throw new AppError('NOT_ALLOWED', REVIEW_MESSAGES.notBought);
      }
      const status: ReviewStatus = (await repository.publishAtOnce()) ? 'approved' : 'pending';
      const row = await repository.insert({ productId, userId, ...fields, status });
      if (!row) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
      if (status === 'approved') await repository.recountRating(productId);
      return row.id;
    });
    const review = await this.found(id);
    this.ratingMayHaveChanged(review);
    return {
      message: review.status === 'approved' ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.submitted,
      review: toOwn(review),
    };
  }

  /**
   * The author's edit. An edited review is checked again before it is shown (unless reviews are
   * published at once), so nothing unchecked reaches the public page through an edit.
   */
  async edit(
    userId: number,
    id: number,
    fields: ReviewFields,
  ): Promise<{ message: string; review: OwnReview }> {
    await this.ownedChange(userId, id, async (repository, review) => {
      const status: ReviewStatus = (await repository.publishAtOnce()) ? 'approved' : 'pending';
      await repository.update(review.id, { ...fields, status, hiddenReason: null });
    });
    const review = await this.found(id);
    return {
      message: review.status === 'approved' ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.submitted,
      review: toOwn(review),
    };
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.ownedChange(userId, id, (repository, review) => repository.delete(review.id));
  }

  /** Runs a change of the customer's own review (another's is not found) and recounts. */
  private async ownedChange(
    userId: number,
    id: number,
    change: (repository: ReviewsRepository, review: ReviewWithRefs) => Promise<void>,
  ): Promise<void> {
    const productId = await this.change(id, async (repository, review) => {
      if (review.userId !== userId) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
      await change(repository, review);
    });
    this.catalog.ratingChanged(productId);
  }

  // -------------------------------------------------------------------------------------------
  // Staff.

  async queue(status: ReviewStatus, page: number): Promise<Omit<AdminReviews, 'status'>> {
    const [rows, counts] = await Promise.all([
      this.repository.byStatus(status, ADMIN_REVIEWS_PER_PAGE, (page - 1) * ADMIN_REVIEWS_PER_PAGE),
      this.repository.countsByStatus(),
    ]);
    return {
      reviews: rows.map(toAdmin),
      total: counts[status],
      page,
      per_page: ADMIN_REVIEWS_PER_PAGE,
      counts,
    };
  }

  approve(actor: AuditActor, id: number) {
    return this.moderate(actor, id, 'review.approve', 'Published', (repository, review) =>
      repository.update(review.id, { status: 'approved', hiddenReason: null }),
    );
  }

  hide(actor: AuditActor, id: number, reason: string) {
    return this.moderate(actor, id, 'review.hide', 'Hid', (repository, review) =>
      repository.update(review.id, { status: 'hidden', hiddenReason: reason }),
    );
  }

  reply(actor: AuditActor, id: number, reply: string) {
    const verb = reply === '' ? 'Removed the reply to' : 'Replied to';
    return this.moderate(actor, id, 'review.reply', verb, (repository, review) =>
      repository.update(review.id, {
        reply: reply === '' ? null : reply,
        repliedAt: reply === '' ? null : new Date(),
        // A reply does not make the review newer for its author's sake.
        updatedAt: review.updatedAt,
      }),
    );
  }

  async publishAtOnce(): Promise<boolean> {
    return this.repository.publishAtOnce();
  }

  async savePublishAtOnce(actor: AuditActor, publishAtOnce: boolean): Promise<boolean> {
    await this.repository.transaction(async (repository) => {
      await repository.savePublishAtOnce(publishAtOnce);
      await repository.audit(actor, {
        area: 'settings',
        action: 'settings.reviews',
        summary: publishAtOnce
          ? 'New reviews are published at once'
          : 'New reviews wait for approval',
      });
    });
    return publishAtOnce;
  }

  private async moderate(
    actor: AuditActor,
    id: number,
    action: string,
    verb: string,
    change: (repository: ReviewsRepository, review: ReviewWithRefs) => Promise<void>,
  ): Promise<{ message: string; review: AdminReview }> {
    let summary = '';
    const productId = await this.change(id, async (repository, review) => {
      await change(repository, review);
      summary = `${verb} the ${review.rating}-star review "${review.title}" of ${review.productName}`;
      await repository.audit(actor, { area: 'catalogue', action, summary });
    });
    this.catalog.ratingChanged(productId);
    return { message: `${summary}.`, review: toAdmin(await this.found(id)) };
  }

  /**
   * Locks the review's product, then the review, runs the change and recounts the product's
   * rating, in one transaction; answers the product's id.
   */
  private async change(
    id: number,
    change: (repository: ReviewsRepository, review: ReviewWithRefs) => Promise<void>,
  ): Promise<number> {
    return this.repository.transaction(async (repository) => {
      const before = await repository.byId(id);
      if (!before) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
      await repository.lockProduct(before.productId);
      // Read again under the product's lock: a change committed meanwhile is seen.
      const review = await repository.byId(id);
      if (!review) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
      await change(repository, review);
      await repository.recountRating(review.productId);
      return review.productId;
    });
  }

  private async found(id: number): Promise<ReviewWithRefs> {
    const review = await this.repository.byId(id);
    if (!review) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
    return review;
  }

  private ratingMayHaveChanged(review: ReviewWithRefs): void {
    if (review.status === 'approved') this.catalog.ratingChanged(review.productId);
  }
}

/** First name and last initial: enough to be a person, not enough to find one. */
function authorName(review: Pick<ReviewWithRefs, 'firstName' | 'lastName'>): string {
  const initial = review.lastName.trim().charAt(0);
  return initial ? `${review.firstName.trim()} ${initial.toUpperCase()}.` : review.firstName.trim();
}

function toPublic(review: ReviewWithRefs): PublicReview {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    body: review.body,
    author: authorName(review),
    verified_purchase: true,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
    reply:
      review.reply === null || review.repliedAt === null
        ? null
        : { body: review.reply, created_at: review.repliedAt.toISOString() },
  };
}

function toOwn(review: ReviewWithRefs): OwnReview {
  const { author: _author, ...rest } = toPublic(review);
  return {
    ...rest,
    product_id: review.productId,
    product_name: review.productName,
    product_slug: review.productSlug,
    status: review.status,
    hidden_reason: review.hiddenReason,
  };
}

function toAdmin(review: ReviewWithRefs): AdminReview {
  return { ...toOwn(review), author: authorName(review), author_email: review.email };
}
