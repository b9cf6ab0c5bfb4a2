import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  expectAccessible,
  logInAsStaff,
  openAccountPage,
  screenshot,
  signedInCustomer,
} from './support';

/**
 * The demo catalogue's best-selling frame: its stock (120) covers this journey's 40 on both screen
 * sizes at once, beside the single frames other journeys buy.
 */
const FRAME = { slug: 'mlb-85x200-backlit-frame', name: 'MLB 85 × 200 cm Backlit Frame' };

const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a member requests a quote for 40 frames, staff price and send it, the member accepts and pays', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two people, two browsers, several axe scans.
  test.slow();
  await signedInCustomer(page, request);
  await addFromProductPage(page, FRAME.slug);

  // From the cart, the member asks for 40, far beyond the cart's 10.
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await expect(page.getByRole('heading', { name: 'Request a quote' })).toBeVisible();
  await page.getByLabel(FRAME.name).fill('40');
  await page.getByLabel(/^Note/).fill('Forty frames for our spring expo booths.');
  await page.getByLabel(/^Needed by/).fill(dayFromToday(30));
  await expectAccessible(page);
  await screenshot(page, testInfo, 'quote-request');
  await page.getByRole('button', { name: 'Request the quote' }).click();
  await expect(page).toHaveURL(/\/dashboard-client\/quotes\/\d+$/);
  const quoteUrl = page.url();
  const number = (await page.getByRole('heading', { name: /^Quote Q-\d+$/ }).textContent())!
    .replace('Quote ', '')
    .trim();
  await expect(page.getByText('Requested', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(FRAME.name) })).toContainText('40');

  // Staff price the line, the shipping and the expiry, and send it.
  const staffContext = await browser.newContext({ ...testInfo.project.use });
  const staffPage = await staffContext.newPage();
  await logInAsStaff(staffPage);
  await staffPage.goto('/admin/quotes?state=requested');
  await staffPage.getByRole('link', { name: number }).click();
  await expect(staffPage.getByRole('heading', { name: `Quote ${number}` })).toBeVisible();
  await staffPage.getByLabel(`Unit price of ${FRAME.name}`).fill('540.00');
  await staffPage.getByLabel(/^Shipping/).fill('120.00');
  await staffPage.getByLabel(/^Valid until/).fill(dayFromToday(14));
  await staffPage.getByRole('button', { name: 'Save prices' }).click();
  // 40 × $540.00 + $120.00 shipping.
  await expect(staffPage.getByText('$21,720.00')).toBeVisible();
  await expectAccessible(staffPage);
  await screenshot(staffPage, testInfo, 'admin-quote');
  await staffPage.getByRole('button', { name: 'Send to the buyer' }).click();
  await expect(staffPage.getByText('Quote sent', { exact: true })).toBeVisible();
  await staffPage.goto('/admin/quotes');
  await expect(staffPage.getByRole('row', { name: new RegExp(number) })).toContainText(
    'Quote sent',
  );
  await screenshot(staffPage, testInfo, 'admin-quotes');
  await staffContext.close();

  // The member sees it in the account, accepts it and checks it out.
  await page.goto('/dashboard-client');
  await openAccountPage(page, 'Quotes');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('$21,720.00');
  await screenshot(page, testInfo, 'my-quotes');
  await page.goto(quoteUrl);
  await expect(page.getByText('Quote sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quote PDF' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'quote-accepted');
  await page.getByRole('link', { name: 'Check out this quote' }).click();

  await expect(page).toHaveURL(/\/checkout\?quote=\d+$/);
  await expect(page.getByRole('heading', { name: `Checkout · Quote ${number}` })).toBeVisible();
  await expect(page.getByText('Shipping as quoted:')).toBeVisible();
  await page.getByRole('button', { name: /^Country \/ Region/ }).click();
  await page.getByRole('combobox', { name: 'Search countries' }).fill('cana');
  await page.keyboard.press('Enter');
  await page.getByLabel(/^Town \/ City/).fill('Toronto');
  await page.getByLabel(/^Province/).selectOption('ON');
  await page.getByLabel(/^Postal code/).fill('M5V 2T6');
  await page.getByLabel(/I have read and agree/).check();
  // This shop collects no tax: exactly the quote.
  await expect(page.getByRole('button', { name: /Pay now · \$21,720\.00/ })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'quote-checkout');
  await page.getByRole('button', { name: /Pay now/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay for your order' });
  await expect(dialog).toContainText('$21,720.00');
  await dialog.getByRole('button', { name: 'Test payment — no money is taken' }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\/BLS-[A-Z0-9]{6}$/);
  await expect(page.getByRole('heading', { name: 'Order complete' })).toBeVisible();

  // The quote is ordered; the cart still holds the frame it had.
  await page.goto(quoteUrl);
  await expect(page.getByText('Ordered', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Order BLS-/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open cart' })).toContainText('1');
  await screenshot(page, testInfo, 'quote-ordered');
});
