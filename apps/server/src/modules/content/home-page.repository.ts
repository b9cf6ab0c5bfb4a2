import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { homePage, products } from '../../db/schema';
import { recordStaffAction, type AuditActor, type AuditRecord } from '../../platform/audit';

export type HomePageRow = typeof homePage.$inferSelect;
export type HomePageValues = Omit<HomePageRow, 'id' | 'updatedAt'>;

/** A featured product's card, as the catalogue keeps it. */
export interface FeaturedProductRow {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  priceCents: number;
  compareAtPriceCents: number | null;
}

/**
 * The home page's one row, and the cards of the products it features. It reads the catalogue's
 * `products` itself: one query for the cards, where asking the catalogue would be one per product.
 */
export class HomePageRepository {
  constructor(private readonly db: Database) {}

  async get(): Promise<HomePageRow | undefined> {
    const [row] = await this.db.select().from(homePage).where(eq(homePage.id, 1));
    return row;
  }

  /** Writes the first row; one already there is left as it is. */
  async seed(values: HomePageValues): Promise<boolean> {
    const rows = await this.db
      .insert(homePage)
      .values({ id: 1, ...values })
      .onConflictDoNothing()
      .returning({ id: homePage.id });
    return rows.length > 0;
  }

  /** Replaces the row, with its audit entry, in one transaction. */
  save(values: HomePageValues, actor: AuditActor, audit: AuditRecord): Promise<HomePageRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(homePage)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: homePage.id, set: { ...values, updatedAt: new Date() } })
        .returning();
      await recordStaffAction(tx, actor, audit);
      return row!;
    });
  }

  /** The cards of the products among `ids` that exist, in no particular order. */
  productCards(ids: readonly number[]): Promise<FeaturedProductRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        image: products.image,
        priceCents: products.priceCents,
        compareAtPriceCents: products.compareAtPriceCents,
      })
      .from(products)
      .where(inArray(products.id, [...ids]));
  }
}
