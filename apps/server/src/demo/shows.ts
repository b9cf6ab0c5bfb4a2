import { addCalendarDays, weekdayOf, type TradeShowInput } from '@backlit/domain';

const TUESDAY = 2;

interface DemoShow {
  name: string;
  organizer: string;
  venue: string;
  city: string;
  country: 'US' | 'CA';
  region: string;
  /** Roughly how many days after the seed day it opens (moved on to a Tuesday). */
  inDays: number;
  /** How many days it runs. */
  days: number;
  contractor: string;
  /** The advance warehouse, or none (the show takes deliveries at the booth only). */
  warehouse: string | null;
}

/**
 * A season of shows of the kind the shop's buyers exhibit at, in the USA and Canada. They are
 * dated from the day the demo is seeded, so the calendar always has some to come: one within a
 * month, the others up to four months out.
 */
const DEMO_SHOWS: DemoShow[] = [
  {
    name: 'Southeast Exhibit & Event Marketing Summit',
    organizer: 'Exhibit Marketers Guild',
    venue: 'Georgia World Congress Center, Hall B',
    city: 'Atlanta',
    country: 'US',
    region: 'GA',
    inDays: 24,
    days: 2,
    contractor: 'Peachtree Exposition Services',
    warehouse: 'Peachtree Exposition Services\n1450 Marietta Blvd NW, Dock 4\nAtlanta, GA 30318',
  },
  {
    name: 'National Retail Interiors Show',
    organizer: 'Retail Design Council',
    venue: 'Javits Center, Level 3',
    city: 'New York',
    country: 'US',
    region: 'NY',
    inDays: 45,
    days: 3,
    contractor: 'Hudson Show Services',
    warehouse:
      'Hudson Show Services Advance Warehouse\n900 Secaucus Rd, Door 12\nSecaucus, NJ 07094',
  },
  {
    name: 'Franchise & Small Business Expo Toronto',
    organizer: 'Canadian Franchise Forum',
    venue: 'Metro Toronto Convention Centre, South Building',
    city: 'Toronto',
    country: 'CA',
    region: 'ON',
    inDays: 60,
    days: 2,
    contractor: 'Lakeshore Exhibition Services',
    warehouse: 'Lakeshore Exhibition Services\n6300 Kestrel Rd, Unit 2\nMississauga, ON L5T 1Z8',
  },
  {
    name: 'Sign & Display Expo',
    organizer: 'Sign & Display Association',
    venue: 'Las Vegas Convention Center, West Hall',
    city: 'Las Vegas',
    country: 'US',
    region: 'NV',
    inDays: 85,
    days: 3,
    contractor: 'Desert Expo Services',
    warehouse:
      'Desert Expo Services Advance Warehouse\n6500 S Valley View Blvd, Bay 7\nLas Vegas, NV 89118',
  },
  {
    name: 'Midwest Promotional Products Fair',
    organizer: 'Heartland Promotional Products Association',
    venue: 'Donald E. Stephens Convention Center',
    city: 'Rosemont',
    country: 'US',
    region: 'IL',
    inDays: 120,
    days: 2,
    contractor: 'Prairie Show Services',
    warehouse: null,
  },
];

function isYearEnd(day: string): boolean {
  const monthDay = day.slice(5);
  return monthDay >= '12-18' || monthDay <= '01-08';
}

/**
 * The demo's shows as staff would enter them, dated from `today`: move-in the day before
 * opening, the advance warehouse receiving from five weeks before until a week before move-in,
 * and the booth taking deliveries on move-in day.
 */
export function demoShows(today: string): TradeShowInput[] {
  return DEMO_SHOWS.map((show) => {
    const around = addCalendarDays(today, show.inDays);
    let startsOn = addCalendarDays(around, (TUESDAY - weekdayOf(around) + 7) % 7);
    // Nobody holds a show between Christmas and the first week of January.
    while (isYearEnd(startsOn)) startsOn = addCalendarDays(startsOn, 7);
    const moveIn = addCalendarDays(startsOn, -1);
    return {
      name: show.name,
      organizer: show.organizer,
      venue: show.venue,
      city: show.city,
      country: show.country,
      region: show.region,
      move_in: moveIn,
      starts_on: startsOn,
      ends_on: addCalendarDays(startsOn, show.days - 1),
      contractor: show.contractor,
      warehouse_address: show.warehouse,
      warehouse_from: show.warehouse && addCalendarDays(moveIn, -35),
      warehouse_to: show.warehouse && addCalendarDays(moveIn, -7),
      direct_from: moveIn,
      direct_to: moveIn,
      url: null,
      status: 'scheduled',
    };
  });
}
