import { asc, desc, eq, gte, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tradeShows } from '../../db/schema';
import { escapeLike } from '../../db/like';
import { recordStaffAction, type AuditActor, type AuditRecord } from '../../platform/audit';

export type ShowRow = typeof tradeShows.$inferSelect;
export type ShowValues = Omit<typeof tradeShows.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The queries of the trade-show calendar. */
export class ShowsRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: ShowsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ShowsRepository(tx)));
  }

  /** The shows closing on or after `today`, soonest first. */
  upcoming(today: string): Promise<ShowRow[]> {
    return this.db
      .select()
      .from(tradeShows)
      .where(gte(tradeShows.endsOn, today))
      .orderBy(asc(tradeShows.startsOn), asc(tradeShows.id));
  }

  /** Every show, the latest first. */
  all(): Promise<ShowRow[]> {
    return this.db
      .select()
      .from(tradeShows)
      .orderBy(desc(tradeShows.startsOn), desc(tradeShows.id));
  }

  async byId(id: number): Promise<ShowRow | undefined> {
    const [row] = await this.db.select().from(tradeShows).where(eq(tradeShows.id, id));
    return row;
  }

  async bySlug(slug: string): Promise<ShowRow | undefined> {
    const [row] = await this.db.select().from(tradeShows).where(eq(tradeShows.slug, slug));
    return row;
  }

  /** The slugs that start with `base`: the candidates a new one must differ from. */
  async slugsLike(base: string): Promise<string[]> {
    const rows = await this.db
      .select({ slug: tradeShows.slug })
      .from(tradeShows)
      .where(like(tradeShows.slug, `${escapeLike(base)}%`));
    return rows.map((row) => row.slug);
  }

  async insert(values: ShowValues, actor: AuditActor, audit: AuditRecord): Promise<ShowRow> {
    const [row] = await this.db.insert(tradeShows).values(values).returning();
    await recordStaffAction(this.db, actor, audit);
    return row!;
  }

  /** A show written by the shop itself (the demo), not by a member of staff. */
  async insertQuietly(values: ShowValues): Promise<void> {
    await this.db.insert(tradeShows).values(values);
  }

  async update(
    id: number,
    values: Omit<ShowValues, 'slug'>,
    actor: AuditActor,
    audit: AuditRecord,
  ): Promise<ShowRow | undefined> {
    const [row] = await this.db
      .update(tradeShows)
      .set(values)
      .where(eq(tradeShows.id, id))
      .returning();
    if (row) await recordStaffAction(this.db, actor, audit);
    return row;
  }

  async delete(id: number, actor: AuditActor, audit: AuditRecord): Promise<boolean> {
    const rows = await this.db
      .delete(tradeShows)
      .where(eq(tradeShows.id, id))
      .returning({ id: tradeShows.id });
    if (rows.length > 0) await recordStaffAction(this.db, actor, audit);
    return rows.length > 0;
  }
}
