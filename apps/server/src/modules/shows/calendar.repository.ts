import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plannerSettings, shopClosures } from '../../db/schema';
import { recordStaffAction, type AuditActor, type AuditRecord } from '../../platform/audit';

export type ClosureRow = typeof shopClosures.$inferSelect;

/** The queries of the shop's working calendar: its clock (one row, or none) and its closures. */
export class CalendarRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: CalendarRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CalendarRepository(tx)));
  }

  async clock(): Promise<{ timeZone: string; orderCutoff: string } | undefined> {
    const [row] = await this.db
      .select({ timeZone: plannerSettings.timeZone, orderCutoff: plannerSettings.orderCutoff })
      .from(plannerSettings);
    return row;
  }

  closures(): Promise<ClosureRow[]> {
    return this.db
      .select()
      .from(shopClosures)
      .orderBy(asc(shopClosures.startsOn), asc(shopClosures.id));
  }

  /** Replaces the clock and every closure at once, with the audit entry. */
  async replace(
    clock: { timeZone: string; orderCutoff: string },
    closures: readonly { startsOn: string; endsOn: string; reason: string }[],
    actor: AuditActor,
    audit: AuditRecord,
  ): Promise<void> {
    await this.db
      .insert(plannerSettings)
      .values({ id: 1, ...clock })
      .onConflictDoUpdate({
        target: plannerSettings.id,
        set: { ...clock, updatedAt: new Date() },
      });
    await this.db.delete(shopClosures);
    if (closures.length > 0) await this.db.insert(shopClosures).values([...closures]);
    await recordStaffAction(this.db, actor, audit);
  }
}
