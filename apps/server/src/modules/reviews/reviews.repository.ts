import {
  RATING_PRIOR_MEAN,
  RATING_PRIOR_WEIGHT,
  type ReviewSort,
  type ReviewStatus,
} from '@backlit/domain';
import { and, asc, count, desc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  orderLines,
  orders,
  productReviews,
  products,
  reviewSettings,
  users,
} from '../../db/schema';
import { recordStaffAction, type AuditActor, type AuditRecord } from '../../platform/audit';

export type ReviewRow = typeof productReviews.$inferSelect;

/** A review with what its answers show beside it: the product, and the author's name. */
export interface ReviewWithRefs extends ReviewRow {
  productName: string;
  productSlug: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface ProductRatingRow {
  id: number;
  ratingCount: number;
  ratingSum: number;
  ratingStars: number[];
}

/** Order lines count as received once their order has shipped or been delivered. */
const RECEIVED = ['shipped', 'delivered'] as const;

const PUBLIC_ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(productReviews.createdAt), desc(productReviews.id)],
  highest: [desc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.id)],
  lowest: [asc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.id)],
};

const withRefs = {
  review: productReviews,
  productName: products.name,
  productSlug: products.slug,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The queries of reviews, and the only writer of the products' rating figures. */
export class ReviewsRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: ReviewsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ReviewsRepository(tx)));
  }

  audit(actor: AuditActor, record: AuditRecord): Promise<void> {
    return recordStaffAction(this.db, actor, record);
  }

  /**
   * Locks the product row until the transaction ends: every review change of a product takes it
   * first, so two changes never recount from the same reviews and lose one another.
   */
  async lockProduct(productId: number): Promise<{ id: number; name: string } | undefined> {
    const [row] = await this.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    return row;
  }

  /** Counts the product's approved reviews again and stores the figures and the sort's score. */
  async recountRating(productId: number): Promise<void> {
    const approved = and(
      eq(productReviews.productId, productId),
      eq(productReviews.status, 'approved'),
    );
    const stars = [1, 2, 3, 4, 5].map(
      (n) => sql`count(*) filter (where ${productReviews.rating} = ${n})::int`,
    );
    await this.db.execute(sql`
      update ${products} set
        rating_count = figures.n,
        rating_sum = figures.total,
        rating_stars = figures.stars,
        rating_score = case when figures.n = 0 then 0
          else (${RATING_PRIOR_WEIGHT}::float8 * ${RATING_PRIOR_MEAN}::float8 + figures.total)
            / (${RATING_PRIOR_WEIGHT}::float8 + figures.n) end
      from (
        select count(*)::int as n, coalesce(sum(${productReviews.rating}), 0)::int as total,
          array[${sql.join(stars, sql`, `)}] as stars
        from ${productReviews} where ${approved}
      ) figures
      where ${products.id} = ${productId}`);
  }

  async rating(productId: number): Promise<ProductRatingRow | undefined> {
    const [row] = await this.db
      .select({
        id: products.id,
        ratingCount: products.ratingCount,
        ratingSum: products.ratingSum,
        ratingStars: products.ratingStars,
      })
      .from(products)
      .where(eq(products.id, productId));
    return row;
  }

  async productIdBySlug(slug: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, slug));
    return row?.id;
  }

  /** Whether the customer has an order line of the product in a shipped or delivered order. */
  async hasReceived(userId: number, productId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orderLines.productId, productId),
          inArray(orders.status, [...RECEIVED]),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The products the customer received and has not reviewed yet, of one order or of all. */
  async reviewable(
    userId: number,
    orderId?: number,
  ): Promise<{ productId: number; name: string; slug: string }[]> {
    return this.db
      .selectDistinct({ productId: products.id, name: products.name, slug: products.slug })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(
        and(
          eq(orders.userId, userId),
          orderId === undefined ? undefined : eq(orders.id, orderId),
          inArray(orders.status, [...RECEIVED]),
          notExists(
            this.db
              .select({ id: productReviews.id })
              .from(productReviews)
              .where(
                and(eq(productReviews.productId, products.id), eq(productReviews.userId, userId)),
              ),
          ),
        ),
      )
      .orderBy(asc(products.name), asc(products.id));
  }

  async insert(values: typeof productReviews.$inferInsert): Promise<ReviewRow | undefined> {
    const [row] = await this.db
      .insert(productReviews)
      .values(values)
      .onConflictDoNothing({ target: [productReviews.productId, productReviews.userId] })
      .returning();
    return row;
  }

  async update(id: number, values: Partial<typeof productReviews.$inferInsert>): Promise<void> {
    await this.db
      .update(productReviews)
      .set({ updatedAt: sql`now()`, ...values })
      .where(eq(productReviews.id, id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(productReviews).where(eq(productReviews.id, id));
  }

  async byId(id: number): Promise<ReviewWithRefs | undefined> {
    const [row] = await this.selectWithRefs().where(eq(productReviews.id, id));
    return row && flatten(row);
  }

  async byUser(userId: number): Promise<ReviewWithRefs[]> {
    const rows = await this.selectWithRefs()
      .where(eq(productReviews.userId, userId))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
    return rows.map(flatten);
  }

  /** A page of a product's approved reviews in the asked order. */
  async approvedPage(
    productId: number,
    sort: ReviewSort,
    limit: number,
    offset: number,
  ): Promise<ReviewWithRefs[]> {
    const rows = await this.selectWithRefs()
      .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved')))
      .orderBy(...PUBLIC_ORDER[sort])
      .limit(limit)
      .offset(offset);
    return rows.map(flatten);
  }

  /** A page of the reviews in one state, oldest first (the queue is worked from its start). */
  async byStatus(status: ReviewStatus, limit: number, offset: number): Promise<ReviewWithRefs[]> {
    const rows = await this.selectWithRefs()
      .where(eq(productReviews.status, status))
      .orderBy(asc(productReviews.createdAt), asc(productReviews.id))
      .limit(limit)
      .offset(offset);
    return rows.map(flatten);
  }

  async countsByStatus(): Promise<Record<ReviewStatus, number>> {
    const rows = await this.db
      .select({ status: productReviews.status, n: count() })
      .from(productReviews)
      .groupBy(productReviews.status);
    const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, hidden: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  async publishAtOnce(): Promise<boolean> {
    const [row] = await this.db.select().from(reviewSettings).where(eq(reviewSettings.id, 1));
    return row?.publishAtOnce ?? false;
  }

  async savePublishAtOnce(publishAtOnce: boolean): Promise<void> {
    await this.db
      .insert(reviewSettings)
      .values({ id: 1, publishAtOnce })
      .onConflictDoUpdate({
        target: reviewSettings.id,
        set: { publishAtOnce, updatedAt: sql`now()` },
      });
  }

  /** The customer's e-mail and name, and the order's received products not reviewed yet. */
  async reviewRequest(orderId: number) {
    const [order] = await this.db
      .select({
        id: orders.id,
        userId: orders.userId,
        trackingNo: orders.trackingNo,
        email: orders.email,
        firstName: orders.firstName,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order?.userId) return undefined;
    return { order, products: await this.reviewable(order.userId, orderId) };
  }

  private selectWithRefs() {
    return this.db
      .select(withRefs)
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .innerJoin(users, eq(users.id, productReviews.userId))
      .$dynamic();
  }
}

function flatten(row: {
  review: ReviewRow;
  productName: string;
  productSlug: string;
  firstName: string;
  lastName: string;
  email: string;
}): ReviewWithRefs {
  const { review, ...refs } = row;
  return { ...review, ...refs };
}
