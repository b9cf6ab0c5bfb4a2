import { allForYear } from '@18f/us-federal-holidays';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addOpenDays,
  canadianCarrierHolidays,
  easterSunday,
  isIsoDate,
  isShopDay,
  isTransitDay,
  isUsFederalHoliday,
  latestOpenDay,
  openDaysBetween,
  usFederalHolidays,
  weekdayOf,
} from './working-days';
import { isTimeZone, zonedDateTime, zonedInstant } from './shop-time';

describe('US federal holidays', () => {
  it('are kept on the days 18F’s library names, for every year from 1990 to 2150', () => {
    for (let year = 1990; year <= 2150; year++) {
      const ours = usFederalHolidays(year).map((holiday) => holiday.observed);
      const theirs = allForYear(year).map((holiday) => holiday.dateString);
      expect(ours, String(year)).toEqual(theirs);
    }
  });

  it('move a Saturday holiday to the Friday and a Sunday one to the Monday', () => {
    // 2027: Juneteenth and Christmas on Saturdays, Independence Day on a Sunday.
    const kept = Object.fromEntries(usFederalHolidays(2027).map((h) => [h.name, h.observed]));
    expect(kept['Juneteenth National Independence Day']).toBe('2027-06-18');
    expect(kept['Independence Day']).toBe('2027-07-05');
    expect(kept['Christmas Day']).toBe('2027-12-24');
    expect(kept['Thanksgiving Day']).toBe('2027-11-25');
    expect(kept['Memorial Day']).toBe('2027-05-31');
    // New Year's Day 2028 is a Saturday: kept on the last day of 2027.
    expect(isUsFederalHoliday('2027-12-31')).toBe(true);
    expect(isUsFederalHoliday('2028-01-01')).toBe(false);
    expect(isUsFederalHoliday('2020-06-19')).toBe(false);
    expect(isUsFederalHoliday('2026-11-27')).toBe(false);
  });
});

describe('Easter and the Canadian carriers’ holidays', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });

  it('keeps a weekend holiday on the next free weekday', () => {
    const kept = (year: number) =>
      Object.fromEntries(canadianCarrierHolidays(year).map((h) => [h.name, h.observed]));
    // 2027: Christmas on a Saturday, Boxing Day on a Sunday.
    expect(kept(2027)['Christmas Day']).toBe('2027-12-27');
    expect(kept(2027)['Boxing Day']).toBe('2027-12-28');
    expect(kept(2027)['Good Friday']).toBe('2027-03-26');
    expect(kept(2027)['Victoria Day']).toBe('2027-05-24');
    expect(kept(2026)['Victoria Day']).toBe('2026-05-18');
    expect(kept(2026)['Thanksgiving']).toBe('2026-10-12');
    // 2028: Canada Day on a Saturday.
    expect(kept(2028)['Canada Day']).toBe('2028-07-03');
  });

  it('stop parcels to Canada, not to the USA', () => {
    expect(isTransitDay('2027-07-01', 'CA')).toBe(false);
    expect(isTransitDay('2027-07-01', 'US')).toBe(true);
    // US holidays stop both: parcels leave from Atlanta.
    expect(isTransitDay('2027-07-05', 'CA')).toBe(false);
  });
});

describe('working days', () => {
  const closures = [{ from: '2026-11-27', to: '2026-11-27' }];

  it('skip weekends, holidays and closures', () => {
    expect(isShopDay('2026-11-25', closures)).toBe(true);
    expect(isShopDay('2026-11-26', closures)).toBe(false); // Thanksgiving
    expect(isShopDay('2026-11-27', closures)).toBe(false); // closed by staff
    expect(isShopDay('2026-11-28', closures)).toBe(false); // Saturday
    expect(isTransitDay('2026-11-27', 'US')).toBe(true); // carriers work
    const open = (day: string) => isShopDay(day, closures);
    expect(addOpenDays('2026-11-25', 1, open)).toBe('2026-11-30');
    expect(openDaysBetween('2026-11-24', '2026-12-01', open)).toBe(3);
    expect(openDaysBetween('2026-12-01', '2026-11-24', open)).toBe(-3);
    expect(latestOpenDay('2026-11-29', open)).toBe('2026-11-25');
  });

  it('add and count consistently', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 30 }),
        (offset, days) => {
          const start = addCalendarDays('2025-01-01', offset);
          const open = (day: string) => isShopDay(day, closures);
          const end = addOpenDays(start, days, open);
          expect(openDaysBetween(start, end, open)).toBe(days);
          if (days > 0) expect(open(end)).toBe(true);
        },
      ),
    );
  });

  it('read dates strictly', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-2-1')).toBe(false);
    expect(weekdayOf('2026-11-29')).toBe(0);
  });
});

describe('the shop’s clock', () => {
  it('reads the date and time in the shop’s zone, daylight saving included', () => {
    expect(zonedDateTime(new Date('2027-12-20T16:59:00Z'), 'America/New_York')).toEqual({
      date: '2027-12-20',
      minutes: 11 * 60 + 59,
    });
    expect(zonedDateTime(new Date('2027-07-20T16:00:00Z'), 'America/New_York').minutes).toBe(
      12 * 60,
    );
    expect(zonedDateTime(new Date('2027-07-21T03:30:00Z'), 'America/Los_Angeles').date).toBe(
      '2027-07-20',
    );
  });

  it('finds the instant of a time of day in a zone', () => {
    expect(zonedInstant('2027-12-20', '12:00', 'America/New_York').toISOString()).toBe(
      '2027-12-20T17:00:00.000Z',
    );
    expect(zonedInstant('2027-07-20', '12:00', 'America/New_York').toISOString()).toBe(
      '2027-07-20T16:00:00.000Z',
    );
    expect(zonedInstant('2027-03-14', '12:00', 'America/Chicago').toISOString()).toBe(
      '2027-03-14T17:00:00.000Z',
    );
  });

  it('knows zone names', () => {
    expect(isTimeZone('America/Toronto')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
