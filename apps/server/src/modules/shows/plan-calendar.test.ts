import type { OrderPlan } from '@backlit/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { planIcs } from './plan-calendar';

/** The calendar file of an order's plan, read back by an iCalendar parser. */

const PLAN: OrderPlan = {
  target: '2027-01-20',
  show: {
    slug: 'salon-des-presentoirs-lumineux-montreal-2027',
    name: 'Salon des présentoirs lumineux; Montréal, Québec — Hall « Nord » & annexe, 2027 édition',
  },
  method: 'Expedited',
  rush: true,
  order_by: '2027-01-08',
  artwork_by: '2027-01-08',
  approve_by: '2027-01-11',
  ship_by: '2027-01-13',
  delivery_from: '2027-01-15',
  delivery_to: '2027-01-19',
  verdict: 'in_time',
  late_accepted: false,
};

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

describe('planIcs', () => {
  const text = planIcs(PLAN, {
    trackingNo: 'BLS-ABC234',
    now: new Date('2026-11-29T14:25:00.123Z'),
    url: 'https://backlit.example/dashboard-client/orders/7',
  });

  it('folds every line within 75 octets, never inside a character, with CRLF endings', () => {
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).not.toContain('\uFFFD');
  });

  it.each([
    ['Order and pay by', '2027-01-08', '2027-01-09'],
    ['Upload artwork by', '2027-01-08', '2027-01-09'],
    ['Approve the proof by', '2027-01-11', '2027-01-12'],
    ['Ships by', '2027-01-13', '2027-01-14'],
    // A window's end is exclusive: the 15th to the 19th ends on the 20th.
    ['Expected delivery', '2027-01-15', '2027-01-20'],
    [`Needed at ${PLAN.show!.name} by`, '2027-01-20', '2027-01-21'],
  ])('has an all-day event "%s" from %s to %s', (label, start, end) => {
    const event = events(text).find((candidate) => candidate.summary.startsWith(`${label}:`));
    expect(event).toMatchObject({ start, end, allDay: true });
    // Commas, semicolons and accents come back as they were written.
    expect(event!.summary).toBe(`${label}: order BLS-ABC234 (${PLAN.show!.name})`);
  });

  it('names each event once, stably, and stamps it in UTC', () => {
    const uids = events(text).map((event) => event.uid);
    expect(new Set(uids).size).toBe(6);
    expect(uids[0]).toBe('BLS-ABC234-order_by@backlit.shop');
    expect(text).toContain('DTSTAMP:20261129T142500Z');
  });

  it('leaves out the print days of a plan with nothing printed', () => {
    const stock = planIcs(
      { ...PLAN, show: null, artwork_by: null, approve_by: null },
      { trackingNo: 'BLS-ABC234', now: new Date() },
    );
    expect(events(stock).map((event) => event.summary.split(':')[0])).toEqual([
      'Order and pay by',
      'Ships by',
      'Expected delivery',
      'Needed at the delivery address by',
    ]);
  });
});
