import type { MethodPlanView, ShowWithPlans } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/catalog-fixtures';
import { fakeContent } from '../../../test/content-fixtures';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { eventJsonLd } from './event-json-ld';

const CLOCK = { order_day: '2027-01-11', order_cutoff: '12:00', time_zone: 'America/New_York' };

function methodPlan(overrides: Partial<MethodPlanView> = {}): MethodPlanView {
  return {
    method_id: 1,
    method: 'Ground',
    transit_days_min: 3,
    transit_days_max: 5,
    price: null,
    order_by: '2027-02-01',
    artwork_by: '2027-02-01',
    approve_by: '2027-02-02',
    ship_by: '2027-02-09',
    ships_on: '2027-01-19',
    delivery_from: '2027-01-22',
    delivery_to: '2027-01-26',
    spare_days: 14,
    verdict: 'in_time',
    ...overrides,
  };
}

const SHOW: ShowWithPlans = {
  id: 3,
  slug: 'sign-and-display-expo-2027',
  name: 'Sign & Display Expo',
  organizer: 'Sign & Display Association',
  venue: 'Las Vegas Convention Center, West Hall',
  city: 'Las Vegas',
  country: 'US',
  region: 'NV',
  move_in: '2027-03-01',
  starts_on: '2027-03-02',
  ends_on: '2027-03-04',
  contractor: 'Desert Expo Services',
  warehouse: {
    address: 'Desert Expo Services\n6500 S Valley View Blvd\nLas Vegas, NV 89118',
    from: '2027-01-25',
    to: '2027-02-16',
  },
  direct: { from: '2027-03-01', to: '2027-03-01' },
  url: 'https://signexpo.example.org',
  status: 'scheduled',
  target: '2027-02-16',
  target_kind: 'warehouse',
  plans: {
    standard: [
      methodPlan(),
      methodPlan({
        method_id: 2,
        method: '2-Day',
        order_by: '2027-02-03',
        artwork_by: '2027-02-03',
      }),
    ],
    rush: [
      methodPlan({ order_by: '2027-02-04', artwork_by: '2027-02-04', approve_by: '2027-02-05' }),
      methodPlan({
        method_id: 2,
        method: '2-Day',
        order_by: '2027-02-08',
        artwork_by: '2027-02-08',
      }),
    ],
  },
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
});

function eventsOnPage(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')]
    .flatMap((script) => {
      const data = JSON.parse(script.textContent ?? 'null') as unknown;
      return Array.isArray(data) ? data : [data];
    })
    .filter((item): item is Record<string, unknown> => item?.['@type'] === 'Event');
}

describe('the Trade Show page', () => {
  it('lists the shows to come with their order-by days and Event data, and opens a show', async () => {
    fakeContent(api);
    api.on('GET /api/trade-shows', () => answer(200, { clock: CLOCK, shows: [SHOW] }));
    api.on(`GET /api/trade-shows/${SHOW.slug}`, () => answer(200, { clock: CLOCK, show: SHOW }));
    const { user, router } = renderRoute('/trade-Show');

    const calendar = await screen.findByRole('region', { name: 'Upcoming shows' });
    const card = await within(calendar).findByRole('listitem');
    expect(within(card).getByRole('link', { name: SHOW.name })).toHaveAttribute(
      'href',
      `/trade-Show/${SHOW.slug}`,
    );
    expect(card).toHaveTextContent('Mar 2 – 4, 2027');
    expect(card).toHaveTextContent('Order by Mon, Feb 1 · artwork by Mon, Feb 1');
    expect(card).toHaveTextContent('(Ground)');
    expect(screen.queryByText(/Apologies, but no results/)).toBeNull();
    expect(eventsOnPage().map((event) => event.name)).toEqual([SHOW.name]);

    await user.click(within(card).getByRole('link', { name: SHOW.name }));
    expect(await screen.findByRole('heading', { level: 1, name: SHOW.name })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/trade-Show/${SHOW.slug}`);
    const deadlines = screen.getByRole('region', {
      name: 'When to order a frame with its printed banner',
    });
    expect(deadlines).toHaveTextContent('at the advance warehouse by Tue, Feb 16');
    expect(deadlines).toHaveTextContent('Order by Mon, Feb 1 · artwork by Mon, Feb 1');
    expect(deadlines).toHaveTextContent('Order by Thu, Feb 4 · artwork by Thu, Feb 4');
    expect(deadlines).toHaveTextContent('12:00 PM EST');
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    expect(within(tables[1]!).getAllByRole('row')[2]).toHaveTextContent('Mon, Feb 8');
    expect(screen.getByText(/6500 S Valley View Blvd/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Plan my order for this show' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/allproducts'));
    expect(JSON.parse(localStorage.getItem('backlit:show-plan')!)).toEqual({
      kind: 'show',
      slug: SHOW.slug,
      name: SHOW.name,
    });
  });

  it('answers an unknown show with the not-found page', async () => {
    api.on('GET /api/trade-shows/gone', () => answer(404, { message: 'No such show.' }));
    renderRoute('/trade-Show/gone');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  });
});

describe('Event structured data', () => {
  it('has the properties schema.org and search engines require, and those known', () => {
    const event = eventJsonLd(SHOW, 'https://shop.example');
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: SHOW.name,
      startDate: '2027-03-02',
      endDate: '2027-03-04',
      eventStatus: 'https://schema.org/EventScheduled',
      url: `https://shop.example/trade-Show/${SHOW.slug}`,
      location: {
        '@type': 'Place',
        name: SHOW.venue,
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Las Vegas',
          addressRegion: 'NV',
          addressCountry: 'US',
        },
      },
      organizer: { '@type': 'Organization', name: SHOW.organizer, url: SHOW.url },
    });
    const cancelled = eventJsonLd(
      { ...SHOW, status: 'cancelled', organizer: null },
      'https://x.example',
    );
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(cancelled).not.toHaveProperty('organizer');
  });
});

describe('Need it for a show? on a product page', () => {
  const PRODUCT = makeProduct({
    id: 9,
    name: 'Backlit Floor Frame 85x200',
    slug: 'backlit-floor-frame-85x200',
    print_size: 'mlb-85x200',
  });
  const noReviews = {
    rating: { average: null, count: 0, stars: [0, 0, 0, 0, 0] },
    reviews: [],
    total: 0,
    page: 1,
    per_page: 5,
  };
  const plan = (query: URLSearchParams) => ({
    clock: CLOCK,
    product: { slug: PRODUCT.slug, name: PRODUCT.name, printed: true, in_stock: true },
    show: query.get('show') ? { slug: SHOW.slug, name: SHOW.name } : null,
    target: query.get('date') ?? SHOW.target,
    ship_to: { country: query.get('country') ?? 'US', region: query.get('region') ?? 'NV' },
    oversized: false,
    plans: {
      standard: [
        methodPlan({
          verdict: 'too_late',
          order_by: '2027-01-08',
          artwork_by: '2027-01-08',
          price: 0,
        }),
      ],
      rush: [
        methodPlan({
          verdict: 'tight',
          order_by: '2027-01-11',
          artwork_by: '2027-01-11',
          price: 0,
        }),
      ],
    },
  });

  beforeEach(() => {
    api.on(`GET /api/product/${PRODUCT.slug}`, () =>
      answer(200, { product: PRODUCT, related: [] }),
    );
    api.on(`GET /api/product/${PRODUCT.slug}/reviews`, () => answer(200, noReviews));
    api.on('GET /api/trade-shows', () => answer(200, { clock: CLOCK, shows: [SHOW] }));
    api.on('GET /api/show-plan', (request) =>
      answer(200, plan(new URLSearchParams(request.search))),
    );
  });

  it('opens by itself for the show this browser chose, suggests rush, and forgets it', async () => {
    localStorage.setItem(
      'backlit:show-plan',
      JSON.stringify({ kind: 'show', slug: SHOW.slug, name: SHOW.name }),
    );
    const { user } = renderRoute(`/product/${PRODUCT.slug}`);
    const box = await screen.findByRole('region', { name: 'Need it for a show?' });
    expect(within(box).getByRole('button', { name: /Need it for a show/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await within(box).findByText('Only 2-Day Rush makes it in time.')).toBeVisible();
    // Rush is shown first, since only rush makes it.
    expect(within(box).getByRole('button', { name: /2-Day Rush/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(box).toHaveTextContent('Order by Mon, Jan 11 · artwork by Mon, Jan 11');
    expect(box).toHaveTextContent('Tight');
    expect(new URLSearchParams(api.requestsTo('GET /api/show-plan')[0]!.search).toString()).toBe(
      `product=${PRODUCT.slug}&show=${SHOW.slug}`,
    );

    await user.click(within(box).getByRole('button', { name: /Standard/ }));
    expect(box).toHaveTextContent('Order by Fri, Jan 8');
    expect(box).toHaveTextContent('Too late');

    await user.click(within(box).getByRole('button', { name: 'Forget this show' }));
    expect(localStorage.getItem('backlit:show-plan')).toBeNull();
  });

  it('plans for a typed date and place, checking the fields first', async () => {
    const { user } = renderRoute(`/product/${PRODUCT.slug}`);
    const box = await screen.findByRole('region', { name: 'Need it for a show?' });
    const toggle = within(box).getByRole('button', { name: /Need it for a show/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(await within(box).findByLabelText('A date and place'));
    await user.click(within(box).getByRole('button', { name: 'Show the deadlines' }));
    expect(within(box).getByText('Type the day it must arrive by.')).toBeVisible();
    expect(api.requestsTo('GET /api/show-plan')).toHaveLength(0);

    await user.type(within(box).getByLabelText(/Needed by/), '2027-02-20');
    await user.selectOptions(within(box).getByLabelText('Country'), 'CA');
    await user.selectOptions(within(box).getByLabelText('Province'), 'ON');
    await user.click(within(box).getByRole('button', { name: 'Show the deadlines' }));
    expect(await within(box).findByText(/in Ontario by/)).toBeVisible();
    expect(new URLSearchParams(api.requestsTo('GET /api/show-plan')[0]!.search).toString()).toBe(
      `product=${PRODUCT.slug}&date=2027-02-20&country=CA&region=ON`,
    );
    expect(JSON.parse(localStorage.getItem('backlit:show-plan')!)).toEqual({
      kind: 'date',
      date: '2027-02-20',
      country: 'CA',
      region: 'ON',
    });
  });
});
