import type { ContentKind } from '@backlit/domain';
import { and, asc, count, desc, eq, gt, lte, min, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentEntries } from '../../db/schema';
import { recordStaffAction, type AuditActor, type AuditRecord } from '../../platform/audit';

export type ContentRow = typeof contentEntries.$inferSelect;
export type ContentValues = Omit<
  typeof contentEntries.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

/** What the public may see at `now`: not a draft, and its publish time has come. */
function visibleAt(now: Date): SQL {
  return and(ne(contentEntries.status, 'draft'), lte(contentEntries.publishedAt, now))!;
}

/** The queries of the shop's reading content. */
export class ContentRepository {
  /** The connection or transaction the queries run in (jobs are queued in the same one). */
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: ContentRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ContentRepository(tx)));
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(contentEntries);
    return row?.n ?? 0;
  }

  /** Writes seed entries; one already there (same kind and slug) is left as it is. */
  async insertSeeds(values: ContentValues[]): Promise<number> {
    if (values.length === 0) return 0;
    const rows = await this.db
      .insert(contentEntries)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: contentEntries.id });
    return rows.length;
  }

  /** The public entries of one kind: newest first, or in their set order for the FAQ. */
  published(kind: ContentKind, now: Date): Promise<ContentRow[]> {
    return this.db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.kind, kind), visibleAt(now)))
      .orderBy(
        ...(kind === 'faq'
          ? [asc(contentEntries.position), asc(contentEntries.slug)]
          : [desc(contentEntries.publishedAt), asc(contentEntries.slug)]),
      );
  }

  /** One public entry by its slug, or (news) by its historic address. */
  async publishedOne(kind: ContentKind, key: string, now: Date): Promise<ContentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(contentEntries)
      .where(
        and(
          eq(contentEntries.kind, kind),
          or(eq(contentEntries.slug, key), eq(contentEntries.route, `/${key}`)),
          visibleAt(now),
        ),
      )
      .limit(1);
    return row;
  }

  /** The soonest publish time still to come, when the public lists will change by themselves. */
  async nextPublication(now: Date): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ at: min(contentEntries.publishedAt) })
      .from(contentEntries)
      .where(and(ne(contentEntries.status, 'draft'), gt(contentEntries.publishedAt, now)));
    return row?.at ?? undefined;
  }

  /** Every entry (of one kind), for the editor: by kind, the newest first. */
  all(kind?: ContentKind): Promise<ContentRow[]> {
    return this.db
      .select()
      .from(contentEntries)
      .where(kind ? eq(contentEntries.kind, kind) : undefined)
      .orderBy(
        asc(contentEntries.kind),
        desc(contentEntries.publishedAt),
        asc(contentEntries.position),
        asc(contentEntries.id),
      );
  }

  async byId(id: number): Promise<ContentRow | undefined> {
    const [row] = await this.db.select().from(contentEntries).where(eq(contentEntries.id, id));
    return row;
  }

  async insert(values: ContentValues, actor: AuditActor, audit: AuditRecord): Promise<ContentRow> {
    const [row] = await this.db.insert(contentEntries).values(values).returning();
    await recordStaffAction(this.db, actor, audit);
    return row!;
  }

  async update(
    id: number,
    values: Partial<ContentValues>,
    actor: AuditActor,
    audit: AuditRecord,
  ): Promise<ContentRow | undefined> {
    const [row] = await this.db
      .update(contentEntries)
      .set(values)
      .where(eq(contentEntries.id, id))
      .returning();
    if (row) await recordStaffAction(this.db, actor, audit);
    return row;
  }

  async delete(id: number, actor: AuditActor, audit: AuditRecord): Promise<boolean> {
    const rows = await this.db
      .delete(contentEntries)
      .where(eq(contentEntries.id, id))
      .returning({ id: contentEntries.id });
    if (rows.length > 0) await recordStaffAction(this.db, actor, audit);
    return rows.length > 0;
  }
}
