import { expect, test } from '@playwright/test';
import { expectAccessible, logInAsStaff, screenshot, untilHydrated } from './support';
import { dayFromToday, printedProduct } from './shows';

// Staff add a show to the calendar; a shopper finds it on the Trade Show page (rendered on the
// server, with schema.org Event data), opens it, plans an order for it and sees the deadlines on
// a product page. At both widths, with axe.

/** The Event objects of a page's JSON-LD, as a crawler reads them from the server's HTML. */
function eventsIn(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap(([, json]) => {
      const data = JSON.parse(json!) as unknown;
      return Array.isArray(data) ? data : [data];
    })
    .filter((item): item is Record<string, unknown> => item?.['@type'] === 'Event');
}

/**
 * What schema.org and search engines require of an Event (a name, a start date, a location with
 * an address) and what this shop knows of each show besides (end date, status, organiser).
 */
function expectValidEvent(event: Record<string, unknown>) {
  expect(event['@context']).toBe('https://schema.org');
  expect(typeof event.name).toBe('string');
  expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(event.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(String(event.endDate) >= String(event.startDate)).toBe(true);
  expect(event.eventStatus).toMatch(
    /^https:\/\/schema\.org\/Event(Scheduled|Postponed|Cancelled)$/,
  );
  const location = event.location as Record<string, unknown>;
  expect(location['@type']).toBe('Place');
  expect(typeof location.name).toBe('string');
  const address = location.address as Record<string, unknown>;
  expect(address['@type']).toBe('PostalAddress');
  for (const field of ['addressLocality', 'addressRegion', 'addressCountry']) {
    expect(typeof address[field], field).toBe('string');
  }
}

test('staff add a show; a shopper opens it, plans an order for it and sees the dates on a product page', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const name = `Coastal Exhibit Expo ${testInfo.project.name}`;
  const opens = dayFromToday(55);

  // Staff add the show.
  await logInAsStaff(page);
  await page.goto('/admin/trade-shows');
  await expect(page.getByRole('heading', { level: 1, name: 'Trade shows' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a show' }).click();
  const form = page.getByRole('form', { name: 'New trade show' });
  await form.getByLabel(/^Show name/).fill(name);
  await form.getByLabel(/^Organiser/).fill('Coastal Exhibitors Council');
  await form.getByLabel(/^Venue/).fill('Miami Beach Convention Center, Hall C');
  await form.getByLabel(/^City/).fill('Miami Beach');
  await form.getByLabel(/^State/).selectOption('FL');
  await form.getByLabel(/^Move-in/).fill(dayFromToday(54));
  await form.getByLabel(/^Opens/).fill(opens);
  await form.getByLabel(/^Closes/).fill(dayFromToday(57));
  await form.getByLabel(/^Official contractor/).fill('Biscayne Show Services');
  await form
    .getByLabel(/^Advance warehouse address/)
    .fill('Biscayne Show Services\n2400 NW 74th Ave\nMiami, FL 33122');
  await form.getByLabel(/^Warehouse receives from/).fill(dayFromToday(19));
  await form.getByLabel(/^Warehouse receives until/).fill(dayFromToday(47));
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-show-form');
  await form.getByRole('button', { name: 'Add the show' }).click();
  await expect(page).toHaveURL(/\/admin\/trade-shows$/);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-trade-shows');

  // A shopper, in a browser of their own.
  const shopper = await (await browser.newContext()).newPage();
  const listing = await request.get('/trade-Show');
  const listed = eventsIn(await listing.text());
  const event = listed.find((candidate) => candidate.name === name);
  expect(event, 'the server-rendered page carries the show as an Event').toBeDefined();
  for (const each of listed) expectValidEvent(each);
  expect(event).toMatchObject({
    startDate: opens,
    location: { address: { addressLocality: 'Miami Beach', addressRegion: 'FL' } },
    organizer: { '@type': 'Organization', name: 'Coastal Exhibitors Council' },
  });

  await shopper.goto('/trade-Show');
  await untilHydrated(shopper);
  const calendar = shopper.getByRole('region', { name: 'Upcoming shows' });
  const card = calendar.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(/Order by \w{3}, \w{3} \d+ · artwork by/);
  await expect(shopper.getByText(/Apologies, but no results/)).toHaveCount(0);
  await expectAccessible(shopper);
  await screenshot(shopper, testInfo, 'trade-show-page');

  await card.getByRole('link', { name }).click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  const slug = new URL(shopper.url()).pathname.split('/').pop()!;
  const showPage = await request.get(`/trade-Show/${slug}`);
  const [showEvent] = eventsIn(await showPage.text());
  expectValidEvent(showEvent!);
  const show = (await (await request.get(`/api/trade-shows/${slug}`)).json()) as {
    show: { target: string; plans: { standard: { order_by: string }[] } };
  };
  const deadlines = shopper.getByRole('region', {
    name: 'When to order a frame with its printed banner',
  });
  await expect(deadlines).toContainText('at the advance warehouse by');
  await expect(deadlines.getByText(/^Order by/).first()).toBeVisible();
  // The page says the day the planner gave.
  const orderBy = new Date(`${show.show.plans.standard[0]!.order_by}T00:00:00Z`);
  const written = orderBy.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await expect(deadlines).toContainText(`Order by ${written} · artwork by ${written}`);
  await expectAccessible(shopper);
  await screenshot(shopper, testInfo, 'trade-show-detail');

  await untilHydrated(shopper);
  await shopper.getByRole('button', { name: 'Plan my order for this show' }).click();
  await expect(shopper).toHaveURL(/\/allproducts$/);

  // On a product page the box opens by itself with the show's deadlines for that product.
  const product = await printedProduct(request);
  await shopper.goto(`/product/${product.slug}`);
  await untilHydrated(shopper);
  const box = shopper.getByRole('region', { name: 'Need it for a show?' });
  await expect(box.getByText(`Deadlines for ${name}`)).toBeVisible();
  await expect(box.getByLabel('Trade show', { exact: true })).toHaveValue(slug);
  const plan = (await (
    await request.get(`/api/show-plan?product=${product.slug}&show=${slug}`)
  ).json()) as { plans: { standard: { method: string; order_by: string }[] } };
  const ground = plan.plans.standard.find((method) => method.method === 'Ground')!;
  const groundDay = new Date(`${ground.order_by}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const groundLine = box.getByRole('listitem').filter({ hasText: 'Ground' });
  await expect(groundLine).toContainText(`Order by ${groundDay} · artwork by ${groundDay}`);
  await expect(groundLine).toContainText(/In time|Tight/);
  await expect(box.getByText(/at Coastal Exhibit Expo/)).toBeVisible();
  await expectAccessible(shopper);
  await screenshot(shopper, testInfo, 'product-show-planner');

  // Another date and place: Toronto in three weeks.
  await box.getByLabel('A date and place').check();
  await box.getByLabel(/^Needed by/).fill(dayFromToday(21));
  await box.getByLabel('Country').selectOption('CA');
  await box.getByLabel('Province').selectOption('ON');
  await box.getByRole('button', { name: 'Show the deadlines' }).click();
  await expect(box.getByText(/in Ontario by/)).toBeVisible();
  await expect(box.getByRole('listitem').filter({ hasText: 'Expedited' })).toBeVisible();
  await screenshot(shopper, testInfo, 'product-show-planner-date');
  await box.getByRole('button', { name: 'Forget this date' }).click();
  await expect(box.getByText('Pick a show or a date: we work out when to order.')).toBeVisible();
  await shopper.context().close();
});
