import { expect, test, type Page } from '@playwright/test';
import { STAFF } from './staff';
import { expectAccessible, untilHydrated } from './support';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Opens a main-nav destination the way a visitor would at this width. */
async function openFromMainNav(page: Page, label: string, inShopMenu = false) {
  // The menu buttons answer only once the server-rendered page's code has taken it over.
  await untilHydrated(page);
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: new RegExp(`^${label}`) }).click();
    await expect(menu).toBeHidden();
    return;
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (inShopMenu) await nav.getByRole('button', { name: 'Shop' }).click();
  await nav.getByRole('link', { name: new RegExp(`^${label}`) }).click();
}

test('home renders the public layout with the shop details', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Shop all frames/ }).first()).toHaveAttribute(
    'href',
    '/allproducts',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('USA office & warehouse')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'sales@backlitshop.com' })).toHaveAttribute(
    'href',
    'mailto:sales@backlitshop.com',
  );
  await expectAccessible(page);
});

test('the shop menu leads to the demo catalogue, twelve products a page', async ({ page }) => {
  await page.goto('/');
  await openFromMainNav(page, 'All Frames', true);
  await expect(page).toHaveURL(/\/allproducts$/);
  await expect(page.getByRole('heading', { name: 'All products', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Showing 1–12 of \d+ products$/)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(12);
  // The picture is shown; its link is hidden from screen readers, which hear the name's link.
  await expect(page.getByRole('article').first().locator('img')).toBeVisible();
  await expectAccessible(page);
});

test('the FAQ frame highlights the active tab', async ({ page }) => {
  await page.goto('/');
  await openFromMainNav(page, 'FAQ');
  await expect(page).toHaveURL(/\/faq$/);
  const tabs = page.getByRole('navigation', { name: 'FAQ topics' });
  await tabs.getByRole('link', { name: 'Artwork' }).click();
  await expect(page).toHaveURL(/\/artwork$/);
  await expect(tabs.getByRole('link', { name: 'Artwork' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
});

test('the cart button opens the side panel and Escape closes it', async ({ page }) => {
  await page.goto('/');
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Open cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  // Signed out, the panel shows this browser's cart: empty until something is added.
  await expect(panel.getByText('Your cart is empty.')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('an unknown page shows the 404 page, and /403 the forbidden page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await expectAccessible(page);

  await page.goto('/403');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    /access|forbidden|permission/i,
  );
  await expectAccessible(page);
});

test('the admin frame has its sidebar and working navigation', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/^Email address/).fill(STAFF.email);
  await page.getByLabel(/^Password/).fill(STAFF.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  if (isPhone(page)) {
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle admin menu' }).click();
  }
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expectAccessible(page);
});
