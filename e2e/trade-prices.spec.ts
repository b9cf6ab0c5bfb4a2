import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  expectAccessible,
  logInAsStaff,
  openAccountPage,
  screenshot,
  signedInCustomer,
  untilHydrated,
} from './support';

const COUNTER = {
  slug: 'mlb-counter-40x60-backlit-frame',
  name: 'MLB Counter 40 × 60 cm Backlit Frame',
};

/** 12345 → '$123.45 USD', as product cards and pages write prices. */
const usd = (cents: number, code = true) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}${code ? ' USD' : ''}`;

test('staff verify a membership and give the company a group; its member sees trade prices, a visitor list prices', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two people and the staff in three browsers, on a 2-core machine.
  test.slow();
  const id = Date.now().toString(36);
  const companyName = `Trade Booths ${id}`;
  const groupName = `Distributors ${id}`;
  const product = (await (await request.get(`/api/product/${COUNTER.slug}`)).json()) as {
    product: { originalPrice: number };
  };
  const listCents = Math.round(product.product.originalPrice * 100);
  // 20 % off, half up to the cent.
  const tradeCents = Math.round((listCents * 8) / 10);

  // A customer makes a company and states its GIGA membership.
  await signedInCustomer(page, request);
  await openAccountPage(page, 'Company');
  await page.getByLabel(/^Company name/).fill(companyName);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name: companyName })).toBeVisible();
  await page.getByLabel(/^Association/).selectOption('GIGA');
  await page.getByLabel(/^Member number/).fill('GIGA-7731');
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page.getByRole('list', { name: 'Memberships' }).getByText('Pending')).toBeVisible();

  // Staff make a group, verify the membership and place the company in the group.
  const staffContext = await browser.newContext({ ...testInfo.project.use });
  const staff = await staffContext.newPage();
  await logInAsStaff(staff);
  await staff.goto('/admin/customer-groups');
  await staff.getByRole('button', { name: 'New customer group' }).click();
  const form = staff.getByRole('form', { name: 'New customer group' });
  await form.getByLabel(/^Name/).fill(groupName);
  await form.getByLabel(/^Percentage off list prices/).fill('20');
  // A tier from 5 units: the member buys one below, so pays the group's 20 % only.
  await form.getByRole('button', { name: 'Add a tier' }).click();
  await form.getByLabel(/^Percentage off$/).fill('10');
  await screenshot(staff, testInfo, 'admin-customer-group-form');
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(staff.getByRole('heading', { name: groupName })).toBeVisible();
  await expectAccessible(staff);
  await screenshot(staff, testInfo, 'admin-customer-groups');

  await staff.goto('/admin/companies');
  const search = staff.getByLabel('Search companies', { exact: true });
  await search.fill(companyName);
  await search.press('Enter');
  await staff
    .getByRole('row')
    .filter({ hasText: companyName })
    .getByRole('link', { name: companyName })
    .click();
  await staff.getByRole('button', { name: 'Verify GIGA' }).click();
  await expect(staff.getByText('GIGA membership verified.')).toBeVisible();
  await staff.getByLabel(/^Group/).selectOption({ label: groupName });
  await staff.getByRole('button', { name: 'Save group' }).click();
  await expect(staff.getByText('Customer group saved.')).toBeVisible();
  await expectAccessible(staff);
  await screenshot(staff, testInfo, 'admin-company-group');
  await staffContext.close();

  // The member sees the trade price on the list, the product page and in the cart.
  await page.goto(`/allproducts?q=${encodeURIComponent('MLB Counter 40')}`);
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: COUNTER.name }) });
  await expect(card.getByText('Trade price')).toBeVisible();
  await expect(card.getByText(usd(tradeCents), { exact: true })).toBeVisible();
  await expect(card.locator('s')).toContainText(usd(listCents));
  await screenshot(page, testInfo, 'trade-list');

  await page.goto(`/product/${COUNTER.slug}`);
  await untilHydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Trade price').first()).toBeVisible();
  await expect(main.getByText(usd(tradeCents), { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'trade-product');

  await addFromProductPage(page, COUNTER.slug, 1);
  await page.goto('/cart');
  const line = page.getByRole('link', { name: COUNTER.name }).first();
  await expect(line).toBeVisible();
  await expect(page.getByText('Trade price').first()).toBeVisible();
  await expect(
    page
      .locator('s')
      .filter({ hasText: usd(listCents, false) })
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'trade-cart');

  // Checkout's review shows the line at the trade price too.
  await page.goto('/checkout');
  const review = page.getByRole('region', { name: 'Order review' });
  await expect(review.getByText('Trade price')).toBeVisible();
  await expect(review.locator('s')).toContainText(usd(listCents, false));
  await expect(review.getByText('Subtotal').locator('..')).toContainText(usd(tradeCents, false));
  await screenshot(page, testInfo, 'trade-checkout');

  // A visitor who is not signed in sees the list price, the same page from the same cache.
  const visitorContext = await browser.newContext({ ...testInfo.project.use });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/product/${COUNTER.slug}`);
  await untilHydrated(visitor);
  await expect(
    visitor.getByRole('main').getByText(usd(listCents), { exact: true }).first(),
  ).toBeVisible();
  await expect(visitor.getByText('Trade price')).toHaveCount(0);
  await screenshot(visitor, testInfo, 'list-product');
  await visitorContext.close();
});
