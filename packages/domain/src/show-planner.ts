import type { ShippingCountry } from './regions';
import { RUSH_PRODUCTION_DAYS, STANDARD_PRODUCTION_DAYS } from './shipping';
import {
  DEFAULT_ORDER_CUTOFF,
  DEFAULT_SHOP_TIME_ZONE,
  minutesOfDay,
  zonedDateTime,
} from './shop-time';
import {
  addOpenDays,
  isShopDay,
  isTransitDay,
  latestOpenDay,
  openDaysBetween,
  type Closure,
  type IsoDate,
} from './working-days';

// The planner works a target date back into the days a buyer must act by, and forward from
// now into when the goods would arrive. It is the one place such dates are worked out: the
// server and the browser both call it, with the shop's calendar and methods.

/** The studio approves a print file (or asks for a new one) within one working day of upload. */
export const ARTWORK_REVIEW_DAYS = 1;

/** What is in stock leaves the working day after the order day. */
export const STOCK_HANDLING_DAYS = 1;

/** The shop's working calendar as staff set it. */
export interface PlannerCalendar {
  /** IANA zone the shop's days and cut-off are in (America/New_York by default). */
  timeZone: string;
  /** `HH:MM` in that zone: orders and print files received later count for the next working day. */
  cutoff: string;
  /** Days the shop is closed besides weekends and US federal holidays. */
  closures: readonly Closure[];
}

/** A shipping method as the planner needs it: its transit in working days. */
export interface PlannerMethod {
  id: number;
  name: string;
  transitDaysMin: number;
  transitDaysMax: number;
}

export interface PlanRequest {
  /** The moment the plan is made. */
  now: Date;
  calendar: PlannerCalendar;
  /** The last day the goods may arrive (the advance warehouse's or the booth's). */
  target: IsoDate;
  /** Where they go: Canadian carriers keep Canada's holidays too. */
  destination: ShippingCountry;
  /** Whether anything in the order is printed (needs an approved file, then production). */
  printed: boolean;
  /** 2-Day Rush production instead of the standard five days. */
  rush: boolean;
  methods: readonly PlannerMethod[];
}

/**
 * `in_time`: ordered now, the goods arrive by the target with at least one working day to
 * spare; `tight`: today (or the next working day, past the cut-off) is the last day to order;
 * `too_late`: ordered now they would arrive after the target.
 */
export type PlanVerdict = 'in_time' | 'tight' | 'too_late';

/** Verdicts from worst to best, for comparing plans. */
export const PLAN_VERDICTS: readonly PlanVerdict[] = ['too_late', 'tight', 'in_time'];

export interface MethodPlan {
  method: PlannerMethod;
  /** The last working day to order and pay, by the cut-off; null when no day makes it. */
  orderBy: IsoDate | null;
  /** The last working day to upload the print file, by the cut-off (null: nothing printed). */
  artworkBy: IsoDate | null;
  /** The last working day the file may be approved for print (null: nothing printed). */
  approveBy: IsoDate | null;
  /** The last working day the shop may hand the goods to the carrier. */
  shipBy: IsoDate | null;
  /** Ordered now (and the file uploaded the same day): the day it ships and may arrive. */
  shipsOn: IsoDate;
  deliveryFrom: IsoDate;
  deliveryTo: IsoDate;
  /** Working days between the order day and the order-by day (negative: past it). */
  spareDays: number;
  verdict: PlanVerdict;
}

export interface Plan {
  target: IsoDate;
  /** The working day an order placed now counts for (the next one after the cut-off). */
  orderDay: IsoDate;
  printed: boolean;
  rush: boolean;
  productionDays: number;
  /** One plan per method, in the order given. */
  methods: MethodPlan[];
}

/** The working day an order placed at `now` counts for: today before the cut-off, else the next. */
export function orderDayAt(now: Date, calendar: PlannerCalendar): IsoDate {
  const { date, minutes } = zonedDateTime(now, calendar.timeZone);
  const open = (day: IsoDate) => isShopDay(day, calendar.closures);
  if (open(date) && minutes < minutesOfDay(calendar.cutoff)) return date;
  return addOpenDays(date, 1, open);
}

/**
 * Works out, for each method, the days to order, upload, approve and ship by so that the goods
 * arrive on or before the target (at the method's longest transit), and what ordering now would
 * give. Every deadline is a day the shop works; transit counts the carriers' working days.
 */
export function planShipment(request: PlanRequest): Plan {
  const { calendar, printed, rush, target } = request;
  const shopDay = (day: IsoDate) => isShopDay(day, calendar.closures);
  const transitDay = (day: IsoDate) => isTransitDay(day, request.destination);
  const productionDays = rush ? RUSH_PRODUCTION_DAYS : STANDARD_PRODUCTION_DAYS;
  const orderDay = orderDayAt(request.now, calendar);

  // The latest working day from which `days` working days later is still on or before `by`.
  const startBy = (by: IsoDate | null, days: number) =>
    by === null ? null : latestOpenDay(by, shopDay, (day) => addOpenDays(day, days, shopDay) <= by);

  const methods = request.methods.map((method): MethodPlan => {
    const arrives = (shipDay: IsoDate) => addOpenDays(shipDay, method.transitDaysMax, transitDay);
    const shipBy = latestOpenDay(target, shopDay, (day) => arrives(day) <= target);
    const approveBy = printed ? startBy(shipBy, productionDays) : null;
    const artworkBy = printed ? startBy(approveBy, ARTWORK_REVIEW_DAYS) : null;
    const orderBy = printed ? artworkBy : startBy(shipBy, STOCK_HANDLING_DAYS);
    const spareDays = orderBy === null ? -1 : openDaysBetween(orderDay, orderBy, shopDay);
    return {
      method,
      orderBy,
      artworkBy,
      approveBy,
      shipBy,
      ...deliveryWindow(request, method),
      spareDays,
      verdict: spareDays > 0 ? 'in_time' : spareDays === 0 ? 'tight' : 'too_late',
    };
  });
  return { target, orderDay, printed, rush, productionDays, methods };
}

/**
 * Ordered at `now` (and, printed, its file sent the same day): the day it ships and the days it
 * may arrive by a method. The one delivery estimate: checkout's methods and the planner both
 * show it, so they never disagree.
 */
export function deliveryWindow(
  order: Pick<PlanRequest, 'now' | 'calendar' | 'destination' | 'printed' | 'rush'>,
  method: Pick<PlannerMethod, 'transitDaysMin' | 'transitDaysMax'>,
): { shipsOn: IsoDate; deliveryFrom: IsoDate; deliveryTo: IsoDate } {
  const shopDay = (day: IsoDate) => isShopDay(day, order.calendar.closures);
  const transitDay = (day: IsoDate) => isTransitDay(day, order.destination);
  const productionDays = order.rush ? RUSH_PRODUCTION_DAYS : STANDARD_PRODUCTION_DAYS;
  // From the day the order counts (and, printed, its file arrives) to the day it ships.
  const handlingDays = order.printed ? ARTWORK_REVIEW_DAYS + productionDays : STOCK_HANDLING_DAYS;
  const shipsOn = addOpenDays(orderDayAt(order.now, order.calendar), handlingDays, shopDay);
  return {
    shipsOn,
    deliveryFrom: addOpenDays(shipsOn, method.transitDaysMin, transitDay),
    deliveryTo: addOpenDays(shipsOn, method.transitDaysMax, transitDay),
  };
}

/**
 * The calendar as staff saved it (no clock row: the default zone and cut-off), with its
 * closures.
 */
export function plannerCalendarOf(
  clock: { timeZone: string; orderCutoff: string } | undefined,
  closures: readonly { startsOn: IsoDate; endsOn: IsoDate }[],
): PlannerCalendar {
  return {
    timeZone: clock?.timeZone ?? DEFAULT_SHOP_TIME_ZONE,
    cutoff: clock?.orderCutoff ?? DEFAULT_ORDER_CUTOFF,
    closures: closures.map((closure) => ({ from: closure.startsOn, to: closure.endsOn })),
  };
}

/**
 * The method to suggest: the first in time (the caller lists them cheapest first), else the
 * first tight one, else none.
 */
export function bestMethodPlan(plan: Plan): MethodPlan | undefined {
  return (
    plan.methods.find((method) => method.verdict === 'in_time') ??
    plan.methods.find((method) => method.verdict === 'tight')
  );
}
