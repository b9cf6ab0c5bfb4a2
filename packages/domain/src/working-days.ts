import type { ShippingCountry } from './regions';

// Calendar days as ISO dates (YYYY-MM-DD), counted in whole days from 1970-01-01 so that no
// local time zone or daylight-saving change can move a date: a date is a day, not an instant.

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (no 2027-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function dayNumber(date: IsoDate): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function fromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function isoOf(year: number, month: number, day: number): IsoDate {
  return fromDayNumber(Math.round(Date.UTC(year, month - 1, day) / DAY_MS));
}

/** `date` moved by `days` calendar days (negative: back). */
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Calendar days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6;
}

/** The `nth` (1-based) `weekday` of a month, or with `nth` -1 its last one. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): IsoDate {
  if (nth < 0) {
    const last = isoOf(year, month + 1, 0);
    return addCalendarDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = isoOf(year, month, 1);
  return addCalendarDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (nth - 1));
}

// ---------------------------------------------------------------------------------------------
// Holidays.

export interface Holiday {
  name: string;
  /** The day it falls on. */
  date: IsoDate;
  /** The weekday it is kept on when it falls on a weekend (the same day otherwise). */
  observed: IsoDate;
}

const MONDAY = 1;
const THURSDAY = 4;

/**
 * The eleven public holidays of federal law for `year`, each with the day it is kept: one on a
 * Saturday is kept the Friday before, one on a Sunday the Monday after. New Year's Day 2028 falls
 * on a Saturday and is kept on Friday, December 31, 2027, which this list (of 2028) names.
 * Juneteenth is a federal holiday from 2021 on.
 */
export function usFederalHolidays(year: number): Holiday[] {
  const fixed = (name: string, month: number, day: number): Holiday => {
    const date = isoOf(year, month, day);
    const weekday = weekdayOf(date);
    const shift = weekday === 6 ? -1 : weekday === 0 ? 1 : 0;
    return { name, date, observed: addCalendarDays(date, shift) };
  };
  const floating = (name: string, month: number, weekday: number, nth: number): Holiday => {
    const date = nthWeekday(year, month, weekday, nth);
    return { name, date, observed: date };
  };
  return [
    fixed("New Year's Day", 1, 1),
    floating('Birthday of Martin Luther King, Jr.', 1, MONDAY, 3),
    floating("Washington's Birthday", 2, MONDAY, 3),
    floating('Memorial Day', 5, MONDAY, -1),
    ...(year >= 2021 ? [fixed('Juneteenth National Independence Day', 6, 19)] : []),
    fixed('Independence Day', 7, 4),
    floating('Labor Day', 9, MONDAY, 1),
    floating('Columbus Day', 10, MONDAY, 2),
    fixed('Veterans Day', 11, 11),
    floating('Thanksgiving Day', 11, THURSDAY, 4),
    fixed('Christmas Day', 12, 25),
  ];
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm, as Meeus gives it). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoOf(year, month, day);
}

/**
 * The days carriers do not deliver anywhere in Canada: the holidays every province keeps, plus
 * Victoria Day, Thanksgiving and Boxing Day, which the national carriers keep too. One that falls
 * on a weekend is kept on the next weekday not already a holiday (Christmas on a Saturday on
 * Monday the 27th, Boxing Day then on Tuesday the 28th).
 */
export function canadianCarrierHolidays(year: number): Holiday[] {
  // The Monday before May 25.
  const may24 = isoOf(year, 5, 24);
  const victoriaDay = addCalendarDays(may24, -((weekdayOf(may24) - MONDAY + 7) % 7));
  const dates: [string, IsoDate][] = [
    ["New Year's Day", isoOf(year, 1, 1)],
    ['Good Friday', addCalendarDays(easterSunday(year), -2)],
    ['Victoria Day', victoriaDay],
    ['Canada Day', isoOf(year, 7, 1)],
    ['Labour Day', nthWeekday(year, 9, MONDAY, 1)],
    ['Thanksgiving', nthWeekday(year, 10, MONDAY, 2)],
    ['Christmas Day', isoOf(year, 12, 25)],
    ['Boxing Day', isoOf(year, 12, 26)],
  ];
  const taken = new Set<IsoDate>();
  return dates.map(([name, date]) => {
    let observed = date;
    while (isWeekend(observed) || taken.has(observed)) observed = addCalendarDays(observed, 1);
    taken.add(observed);
    return { name, date, observed };
  });
}

/** Observed holidays by year, worked out once per year and kept (a few dozen years at most). */
function observedDays(
  cache: Map<number, Set<IsoDate>>,
  holidays: (year: number) => Holiday[],
  year: number,
): Set<IsoDate> {
  let days = cache.get(year);
  if (!days) {
    days = new Set(holidays(year).map((holiday) => holiday.observed));
    cache.set(year, days);
  }
  return days;
}

const usObserved = new Map<number, Set<IsoDate>>();
const canadaObserved = new Map<number, Set<IsoDate>>();

function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

/** Whether `date` is the day a US federal holiday is kept (the next year's New Year included). */
export function isUsFederalHoliday(date: IsoDate): boolean {
  const year = yearOf(date);
  return (
    observedDays(usObserved, usFederalHolidays, year).has(date) ||
    observedDays(usObserved, usFederalHolidays, year + 1).has(date)
  );
}

function isCanadianCarrierHoliday(date: IsoDate): boolean {
  return observedDays(canadaObserved, canadianCarrierHolidays, yearOf(date)).has(date);
}

// ---------------------------------------------------------------------------------------------
// Working days.

/** Days the shop is closed beyond weekends and holidays, both ends included. */
export interface Closure {
  from: IsoDate;
  to: IsoDate;
}

/** Whether the shop works on `date`: a weekday, not a US federal holiday, not a closure. */
export function isShopDay(date: IsoDate, closures: readonly Closure[]): boolean {
  return (
    !isWeekend(date) &&
    !isUsFederalHoliday(date) &&
    !closures.some((closure) => closure.from <= date && date <= closure.to)
  );
}

/**
 * Whether parcels move towards `destination` on `date`: a weekday that is no US federal holiday
 * (they leave from the USA), nor, for Canada, a day Canadian carriers keep. The shop's own
 * closures do not stop a parcel already on its way.
 */
export function isTransitDay(date: IsoDate, destination: ShippingCountry): boolean {
  return (
    !isWeekend(date) &&
    !isUsFederalHoliday(date) &&
    !(destination === 'CA' && isCanadianCarrierHoliday(date))
  );
}

/** The `days`-th day after `date` on which `isOpen` holds (`date` itself when `days` is 0). */
export function addOpenDays(
  date: IsoDate,
  days: number,
  isOpen: (day: IsoDate) => boolean,
): IsoDate {
  let day = date;
  for (let left = days; left > 0;) {
    day = addCalendarDays(day, 1);
    if (isOpen(day)) left--;
  }
  return day;
}

/** How far the planner looks back for a day: a closure longer than a year leaves none. */
export const SEARCH_DAYS = 400;

/**
 * The latest day on or before `upTo` on which `isOpen` holds and `fits` holds, or null when
 * there is none within `SEARCH_DAYS`. `fits` must be monotone (true for a day, true for every
 * earlier one), so the answer is the one latest day that still makes it.
 */
export function latestOpenDay(
  upTo: IsoDate,
  isOpen: (day: IsoDate) => boolean,
  fits: (day: IsoDate) => boolean = () => true,
): IsoDate | null {
  let day = upTo;
  for (let step = 0; step <= SEARCH_DAYS; step++, day = addCalendarDays(day, -1)) {
    if (isOpen(day) && fits(day)) return day;
  }
  return null;
}

/** Open days after `from` up to and including `to`; negative when `to` comes before `from`. */
export function openDaysBetween(
  from: IsoDate,
  to: IsoDate,
  isOpen: (day: IsoDate) => boolean,
): number {
  const sign = to >= from ? 1 : -1;
  const [start, end] = sign > 0 ? [from, to] : [to, from];
  let count = 0;
  for (let day = addCalendarDays(start, 1); day <= end; day = addCalendarDays(day, 1)) {
    if (isOpen(day)) count++;
  }
  return sign * count;
}
