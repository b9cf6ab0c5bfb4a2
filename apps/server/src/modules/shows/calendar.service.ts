import {
  DEFAULT_ORDER_CUTOFF,
  DEFAULT_SHOP_TIME_ZONE,
  orderDayAt,
  plannerCalendarOf,
  zonedDateTime,
  type IsoDate,
  type PlannerCalendar,
  type PlannerSettingsInput,
  type PlannerSettingsResponse,
  type ShopTimeZone,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { CalendarRepository } from './calendar.repository';

/** The clock a plan was made by, as the answers carry it. */
export interface PlanClock {
  order_day: string;
  order_cutoff: string;
  time_zone: string;
}

/**
 * The shop's working calendar as staff keep it: the time zone its days are counted in, the
 * daily order cut-off, and the days it is closed besides weekends and US federal holidays.
 * Every date the shop promises is worked out with it.
 */
export class PlannerCalendarService {
  private readonly repository: CalendarRepository;

  constructor(db: Database) {
    this.repository = new CalendarRepository(db);
  }

  async calendar(): Promise<PlannerCalendar> {
    const [clock, closures] = await Promise.all([
      this.repository.clock(),
      this.repository.closures(),
    ]);
    return plannerCalendarOf(clock, closures);
  }

  /** The time zone the shop's days are counted in, without the rest of the calendar. */
  async timeZone(): Promise<string> {
    return (await this.repository.clock())?.timeZone ?? DEFAULT_SHOP_TIME_ZONE;
  }

  /**
   * The day it is (or was) at `instant` where the shop works: an expiry or a due day is a day of
   * the shop's calendar, which in the evening is still the day before UTC's.
   */
  async dayAt(instant: Date): Promise<IsoDate> {
    return zonedDateTime(instant, await this.timeZone()).date;
  }

  /** The shop's year at `instant`: the year its invoices and credit notes are numbered in. */
  async yearAt(instant: Date): Promise<number> {
    return Number((await this.dayAt(instant)).slice(0, 4));
  }

  async settings(): Promise<Omit<PlannerSettingsResponse, 'status'>> {
    const [clock, closures] = await Promise.all([
      this.repository.clock(),
      this.repository.closures(),
    ]);
    return {
      time_zone: (clock?.timeZone ?? DEFAULT_SHOP_TIME_ZONE) as ShopTimeZone,
      order_cutoff: clock?.orderCutoff ?? DEFAULT_ORDER_CUTOFF,
      closures: closures.map((closure) => ({
        id: closure.id,
        starts_on: closure.startsOn,
        ends_on: closure.endsOn,
        reason: closure.reason,
      })),
    };
  }

  async replace(
    actor: AuditActor,
    input: PlannerSettingsInput,
  ): Promise<Omit<PlannerSettingsResponse, 'status'>> {
    await this.repository.transaction((repository) =>
      repository.replace(
        { timeZone: input.time_zone, orderCutoff: input.order_cutoff },
        input.closures.map((closure) => ({
          startsOn: closure.starts_on,
          endsOn: closure.ends_on,
          reason: closure.reason,
        })),
        actor,
        {
          area: 'settings',
          action: 'settings.planner',
          summary:
            `Set the order cut-off to ${input.order_cutoff} (${input.time_zone}) ` +
            `with ${input.closures.length} closures`,
        },
      ),
    );
    return this.settings();
  }
}

/** Today in the shop's zone, and the working day an order placed now counts for. */
export function clockOf(calendar: PlannerCalendar, now: Date): PlanClock & { today: string } {
  return {
    today: zonedDateTime(now, calendar.timeZone).date,
    order_day: orderDayAt(now, calendar),
    order_cutoff: calendar.cutoff,
    time_zone: calendar.timeZone,
  };
}
