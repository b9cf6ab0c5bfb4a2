import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { pdf } from './artwork-files';
import {
  expectAccessible,
  logInAsStaff,
  openAccountPage,
  screenshot,
  signedInCustomer,
  untilHydrated,
} from './support';
import { dayFromToday, printedProduct } from './shows';

// A shopper picks a show on a product page and checks out for it: checkout marks each method in
// time or not and takes the cheapest in time, the show's warehouse becomes the booth delivery,
// and the order, My shows and the .ics carry the deadlines. A print file too coarse to print
// leaves its proof waiting for the shopper: the production board flags the order, and the top
// bar counts it at risk. (The reminder e-mails need the clock moved: the server tests do that.)

test('a shopper plans an order for a show: in-time methods, booth delivery, deadlines and .ics', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const name = `Lakeside Exhibit Days ${testInfo.project.name}`;

  // Staff add the show: its advance warehouse takes crates until a week before it opens.
  await logInAsStaff(page);
  await page.goto('/admin/trade-shows/new');
  const form = page.getByRole('form', { name: 'New trade show' });
  await form.getByLabel(/^Show name/).fill(name);
  await form.getByLabel(/^Venue/).fill('McCormick Place, Lakeside Center');
  await form.getByLabel(/^City/).fill('Chicago');
  await form.getByLabel(/^State/).selectOption('IL');
  await form.getByLabel(/^Move-in/).fill(dayFromToday(59));
  await form.getByLabel(/^Opens/).fill(dayFromToday(60));
  await form.getByLabel(/^Closes/).fill(dayFromToday(62));
  await form.getByLabel(/^Official contractor/).fill('Lakeshore Expo Services');
  await form
    .getByLabel(/^Advance warehouse address/)
    .fill('Lakeshore Expo Services\n1500 S Western Ave\nChicago, IL 60608');
  await form.getByLabel(/^Warehouse receives from/).fill(dayFromToday(25));
  await form.getByLabel(/^Warehouse receives until/).fill(dayFromToday(52));
  await form.getByRole('button', { name: 'Add the show' }).click();
  await expect(page).toHaveURL(/\/admin\/trade-shows$/);

  // The shopper picks it on a product page and adds the frame.
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await signedInCustomer(shopper, context.request);
  const product = await printedProduct(request);
  await shopper.goto(`/product/${product.slug}`);
  await untilHydrated(shopper);
  const box = shopper.getByRole('region', { name: 'Need it for a show?' });
  const slug = await showSlug(request, name);
  const picker = box.getByLabel('Trade show', { exact: true });
  if (!(await picker.isVisible())) {
    await shopper.getByRole('button', { name: /Need it for a show/ }).click();
  }
  await picker.selectOption(slug);
  await expect(box.getByText(`Deadlines for ${name}`)).toBeVisible();
  await shopper
    .getByRole('button', { name: /Add to cart/ })
    .first()
    .click();
  const panel = shopper.getByRole('dialog', { name: 'Your cart' });
  await expect(panel.getByText('Product added to cart successfully!')).toBeVisible();
  await shopper.keyboard.press('Escape');

  // Checkout: the plan follows; the warehouse is the booth delivery; the cheapest in time is taken.
  await shopper.goto('/checkout');
  await expect(shopper.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await untilHydrated(shopper);
  await shopper
    .getByLabel(/^State/)
    .first()
    .selectOption('GA');
  const plan = shopper.getByRole('region', { name: 'Need it for a show?' });
  await expect(plan).toContainText('Must arrive at the advance warehouse of');
  await expect(shopper.getByLabel('Ship to a different address')).toBeChecked();
  await expect(shopper.getByLabel(/^Street address/).nth(1)).toHaveValue('1500 S Western Ave');
  await expect(shopper.getByLabel(/^Show name/)).toHaveValue(name);
  await expect(shopper.getByLabel(/^Deliver by/)).toHaveValue(dayFromToday(52));
  await shopper.getByLabel(/^Hall \/ booth number/).fill('Lakeside Hall, Booth 2210');
  await shopper.getByLabel(/^Exhibitor name/).fill('Analytical Engines');

  const methods = shopper.getByRole('group', { name: 'Shipping method' });
  await expect(methods.getByText('In time').first()).toBeVisible();
  // The cheapest method in time for this frame at the show, as the planner has it.
  const planned = (await (
    await request.get(`/api/show-plan?product=${product.slug}&show=${slug}`)
  ).json()) as {
    plans: { standard: { method: string; price: number; verdict: string }[] };
  };
  const best = planned.plans.standard
    .filter((method) => method.verdict === 'in_time')
    .sort((a, b) => a.price - b.price)[0]!;
  await expect(methods.getByRole('radio', { name: new RegExp(`^${best.method},`) })).toBeChecked();
  await expect(plan).toContainText(best.method);
  await expect(plan.getByText('Upload artwork by')).toBeVisible();
  await shopper.getByLabel(/I have read and agree/).check();
  await expectAccessible(shopper);
  await screenshot(shopper, testInfo, 'checkout-show-plan');

  await shopper.getByRole('button', { name: /Pay now/ }).click();
  const dialog = shopper.getByRole('dialog', { name: 'Pay for your order' });
  await dialog.getByRole('button', { name: 'Test payment — no money is taken' }).click();
  await expect(shopper).toHaveURL(/\/checkout\/complete\/BLS-[A-Z0-9]{6}$/);
  const trackingNo = (await shopper.getByTestId('order-number').textContent())!.trim();

  // My shows lists it; its page shows the deadlines and gives the .ics.
  await shopper.goto('/dashboard-client');
  await openAccountPage(shopper, 'My shows');
  await expect(shopper.getByRole('heading', { name: 'My shows', level: 2 })).toBeVisible();
  const entry = shopper.getByRole('listitem').filter({ hasText: trackingNo });
  await expect(entry).toContainText(name);
  await expect(entry).toContainText('Upload artwork by');
  await expectAccessible(shopper);
  await screenshot(shopper, testInfo, 'my-shows');

  await entry.getByRole('link', { name: trackingNo }).click();
  const deadlines = shopper.getByRole('region', { name: `Deadlines for ${name}` });
  await expect(deadlines).toContainText('Approve the proof by');
  await expect(deadlines).toContainText(`Needed at ${name} by`);
  await expectAccessible(shopper);
  await screenshot(shopper, testInfo, 'order-deadlines');
  const [download] = await Promise.all([
    shopper.waitForEvent('download'),
    deadlines.getByRole('link', { name: /Add to my calendar/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`order-${trackingNo}-deadlines.ics`);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(6);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${dayFromToday(52).replace(/-/g, '')}`);
  const orderId = new URL(shopper.url()).pathname.split('/').pop()!;

  // A photo far too coarse for the banner: the check sends it back, its proof waits for them.
  const coarse = testInfo.outputPath('booth-draft.pdf');
  await writeFile(coarse, pdf([400, 6991]));
  const line = shopper.getByRole('region', { name: 'Your artwork' }).getByTestId('artwork-line');
  await line.locator('input[type=file]').setInputFiles(coarse);
  await expect(line).toContainText('Needs attention', { timeout: 60_000 });
  await context.close();

  // Staff see it on the production board, at risk for the proof, by its ship-by day; the top
  // bar counts the orders at risk and leads there.
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: /orders? at risk of missing the ship-by day/ }).click();
  await expect(page).toHaveURL(/\/admin\/production$/);
  await expect(page.getByRole('heading', { name: 'Production', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: trackingNo });
  await expect(row).toContainText('Proof waiting for the customer');
  await expect(row).toContainText(name);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'production-board');

  // Staff print the carton labels from the order's back-office page, which the board links.
  await row.getByRole('link', { name: trackingNo }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order ${trackingNo}` })).toBeVisible();
  await page.getByLabel('Cartons').fill('2');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-order-booth-labels');
  const [labels] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: '4 × 6 in labels (PDF)' }).click(),
  ]);
  expect(labels.suggestedFilename()).toBe(`booth-labels-${trackingNo}-4x6.pdf`);
  const labelsPdf = await readFile((await labels.path())!);
  expect(labelsPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(labelsPdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
});

async function showSlug(request: APIRequestContext, name: string): Promise<string> {
  const { shows } = (await (await request.get('/api/trade-shows')).json()) as {
    shows: { slug: string; name: string }[];
  };
  return shows.find((show) => show.name === name)!.slug;
}
