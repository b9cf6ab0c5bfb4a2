import { asc, eq, notInArray } from 'drizzle-orm';
import {
  plannerCalendarOf,
  type PlannerCalendar,
  type RateRule,
  type ShippingCountry,
  type ShippingZoneRule,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import {
  plannerSettings,
  shippingMethods,
  shippingZoneRegions,
  shippingZones,
  shopClosures,
} from '../../db/schema';
import { recordStaffAction, type AuditActor, type AuditRecord } from '../../platform/audit';

/** A zone as it is written: its methods in order, an id when it replaces an existing one. */
export interface ZoneValues {
  id?: number;
  name: string;
  regions: { country: ShippingCountry; region: string }[];
  methods: MethodValues[];
}

export interface MethodValues {
  id?: number;
  name: string;
  rateRule: RateRule;
  freeFromCents: number | null;
  transitDaysMin: number;
  transitDaysMax: number;
  carriesOversized: boolean;
  active: boolean;
}

export interface StoredZone extends ShippingZoneRule {
  position: number;
  methods: (ShippingZoneRule['methods'][number] & { position: number })[];
}

/** The queries of the shipping settings. */
export class ShippingRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: ShippingRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ShippingRepository(tx)));
  }

  /**
   * The shop's working calendar (kept by the shows module), which a quote's delivery dates are
   * counted in: the same days the planner counts.
   */
  async calendar(): Promise<PlannerCalendar> {
    const [[clock], closures] = await Promise.all([
      this.db
        .select({ timeZone: plannerSettings.timeZone, orderCutoff: plannerSettings.orderCutoff })
        .from(plannerSettings),
      this.db
        .select({ startsOn: shopClosures.startsOn, endsOn: shopClosures.endsOn })
        .from(shopClosures),
    ]);
    return plannerCalendarOf(clock, closures);
  }

  /** Every zone with its regions and methods, each list in the order staff set. */
  async zones(): Promise<StoredZone[]> {
    const [zones, regions, methods] = await Promise.all([
      this.db.select().from(shippingZones).orderBy(asc(shippingZones.position)),
      this.db
        .select()
        .from(shippingZoneRegions)
        .orderBy(asc(shippingZoneRegions.country), asc(shippingZoneRegions.region)),
      this.db
        .select()
        .from(shippingMethods)
        .orderBy(asc(shippingMethods.position), asc(shippingMethods.id)),
    ]);
    return zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      position: zone.position,
      regions: regions
        .filter((row) => row.zoneId === zone.id)
        .map((row) => ({ country: row.country as ShippingCountry, region: row.region })),
      methods: methods
        .filter((row) => row.zoneId === zone.id)
        .map((row) => ({
          id: row.id,
          name: row.name,
          position: row.position,
          rule: row.rateRule,
          freeFromCents: row.freeFromCents,
          transitDaysMin: row.transitDaysMin,
          transitDaysMax: row.transitDaysMax,
          carriesOversized: row.carriesOversized,
          active: row.active,
        })),
    }));
  }

  /** The ids of the zones and methods now stored, locked until the transaction ends. */
  async lockIds(): Promise<{ zones: Set<number>; methods: Map<number, number> }> {
    const zones = await this.db.select({ id: shippingZones.id }).from(shippingZones).for('update');
    const methods = await this.db
      .select({ id: shippingMethods.id, zoneId: shippingMethods.zoneId })
      .from(shippingMethods)
      .for('update');
    return {
      zones: new Set(zones.map((row) => row.id)),
      methods: new Map(methods.map((row) => [row.id, row.zoneId])),
    };
  }

  /**
   * Replaces the settings: zones and methods given with an id are updated in place (so a method
   * keeps its id across saves), the others inserted, and those no longer listed deleted.
   */
  async replace(zones: ZoneValues[], actor: AuditActor, audit: AuditRecord): Promise<void> {
    const keptZones = zones.flatMap((zone) => (zone.id === undefined ? [] : [zone.id]));
    const keptMethods = zones.flatMap((zone) =>
      zone.methods.flatMap((method) => (method.id === undefined ? [] : [method.id])),
    );
    await this.db.delete(shippingZoneRegions);
    await this.db.delete(shippingMethods).where(allBut(shippingMethods.id, keptMethods));
    await this.db.delete(shippingZones).where(allBut(shippingZones.id, keptZones));

    for (const [position, { id, name, regions, methods }] of zones.entries()) {
      const zoneId = await this.saveZone(id, { name, position });
      await this.db
        .insert(shippingZoneRegions)
        .values(regions.map((place) => ({ ...place, zoneId })));
      for (const [methodPosition, { id: methodId, ...method }] of methods.entries()) {
        await this.saveMethod(methodId, { ...method, zoneId, position: methodPosition });
      }
    }
    await recordStaffAction(this.db, actor, audit);
  }

  private async saveZone(
    id: number | undefined,
    values: typeof shippingZones.$inferInsert,
  ): Promise<number> {
    if (id !== undefined) {
      await this.db.update(shippingZones).set(values).where(eq(shippingZones.id, id));
      return id;
    }
    const [row] = await this.db
      .insert(shippingZones)
      .values(values)
      .returning({ id: shippingZones.id });
    return row!.id;
  }

  private async saveMethod(
    id: number | undefined,
    values: typeof shippingMethods.$inferInsert,
  ): Promise<void> {
    if (id === undefined) await this.db.insert(shippingMethods).values(values);
    else await this.db.update(shippingMethods).set(values).where(eq(shippingMethods.id, id));
  }
}

/** Every row but those named (every row when none are). */
function allBut(column: typeof shippingZones.id | typeof shippingMethods.id, ids: number[]) {
  return ids.length === 0 ? undefined : notInArray(column, ids);
}
