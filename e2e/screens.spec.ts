import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  addFromProductPage,
  expectAccessible,
  expectNoSidewaysScroll,
  logIn,
  logInAsStaff,
  PASSWORD,
  registerThroughApi,
  screenshot,
  signedInCustomer,
  untilHydrated,
} from './support';

// Every list staff work from and the shopper's main screens, at the desktop's 1280 px and a
// phone's 390 px (the two projects): nothing may scroll sideways, neither the page nor a table,
// each is screenshotted to be looked at, and axe finds nothing serious (the back-office also in
// its dark mode, at the desktop's width).

const FRAME = {
  slug: 'mlb-counter-40x60-backlit-frame',
  name: 'MLB Counter 40 × 60 cm Backlit Frame',
};

/** No sideways scroll, no serious axe finding, and a screenshot to look at. */
async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshot(page, testInfo, `screen-${name}`);
}

/**
 * The back-office's checks in the light scheme and then, at the desktop's width, in the dark one
 * (the system's preference, which the back-office follows until staff choose). The dark scheme
 * changes colours, not layout: a phone's width adds nothing for axe to find there.
 */
async function checkBackOfficeScreen(page: Page, testInfo: TestInfo, name: string) {
  await checkScreen(page, testInfo, name);
  if (testInfo.project.name === 'phone') return;
  // Reduced motion: the scheme's colours change at once instead of in a hundred transitions that
  // axe would wait for.
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await screenshot(page, testInfo, `screen-${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: null });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

async function addFrameToCart(page: Page) {
  await addFromProductPage(page, FRAME.slug);
}

/** A new customer's order, paid with the test provider, so the order lists have a row. */
async function placeOrder(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const customer = await registerThroughApi(context.request);
  await logIn(page, customer.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard-client$/);
  await addFrameToCart(page);
  await page.goto('/checkout');
  await page.getByLabel(/^State/).selectOption('GA');
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: /Pay now/ }).click();
  await page.getByRole('button', { name: 'Test payment — no money is taken' }).click();
  await expect(page.getByRole('heading', { name: 'Order complete' })).toBeVisible();
  await context.close();
}

const BACK_OFFICE_LISTS = [
  { path: '/admin/dashboard', heading: 'Dashboard', name: 'dashboard' },
  { path: '/admin/view-category', heading: 'Categories', name: 'categories' },
  { path: '/admin/view-products', heading: 'Products', name: 'products' },
  { path: '/admin/orders', heading: 'Orders', name: 'orders' },
  { path: '/admin/payments', heading: 'Payments', name: 'payments' },
  { path: '/admin/team', heading: 'Team', name: 'team' },
  { path: '/admin/audit-log', heading: 'Audit log', name: 'audit-log' },
  { path: '/admin/failed-jobs', heading: 'Failed jobs', name: 'failed-jobs' },
] as const;

/** The back-office's other screens, checked for sideways scroll at a tablet's width only. */
const TABLET_ONLY_PATHS = [
  '/admin/reviews',
  '/admin/receivables',
  '/admin/prepress',
  '/admin/production',
  '/admin/trade-shows',
  '/admin/content',
  '/admin/companies',
  '/admin/customer-groups',
  '/admin/quotes',
  '/admin/settings',
  '/admin/settings/shipping',
];

test('the shopper’s screens fit the width and offer every action', async ({
  page,
  request,
}, testInfo) => {
  await signedInCustomer(page, request);

  await page.goto('/allproducts');
  await untilHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: FRAME.name }).first()).toBeVisible();
  await checkScreen(page, testInfo, 'shop');
  if (page.viewportSize()!.width < 1024) {
    // On a phone the grid comes first; categories and sorting wait behind Filter.
    await expect(page.getByRole('region', { name: 'Categories' })).toBeHidden();
    await page.getByRole('button', { name: 'Filter' }).click();
    const filters = page.getByRole('dialog', { name: 'Filter and sort' });
    await expect(filters.getByRole('region', { name: 'Categories' })).toBeVisible();
    await expect(filters.getByRole('combobox', { name: 'Sort products' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'screen-shop-filter');
    await page.keyboard.press('Escape');
  }

  await page.goto('/faq');
  await expect(page.getByRole('navigation', { name: 'FAQ topics' })).toBeVisible();
  // Every topic is on screen without scrolling sideways.
  for (const tab of await page
    .getByRole('navigation', { name: 'FAQ topics' })
    .getByRole('link')
    .all()) {
    await expect(tab).toBeInViewport();
  }
  await checkScreen(page, testInfo, 'faq');

  await addFrameToCart(page);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: /Your cart/ })).toBeVisible();
  await checkScreen(page, testInfo, 'cart');

  await page.goto('/checkout');
  await page.getByLabel(/^State/).selectOption('GA');
  await page.getByLabel(/I have read and agree/).check();
  await checkScreen(page, testInfo, 'checkout');
  await page.getByRole('button', { name: /Pay now/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay for your order' });
  await expect(dialog).toBeVisible();
  // 400 px wide where the screen allows it, the screen's width less a margin on a phone.
  const { width } = (await dialog.boundingBox())!;
  expect(width).toBe(Math.min(400, page.viewportSize()!.width - 32));
  await dialog.getByRole('button', { name: 'Test payment — no money is taken' }).click();
  await expect(page.getByRole('heading', { name: 'Order complete' })).toBeVisible();
  const trackingNo = (await page.getByTestId('order-number').textContent())!.trim();

  await page.goto('/dashboard-client/orders');
  await expect(page.getByRole('link', { name: `View order ${trackingNo}` })).toBeVisible();
  await checkScreen(page, testInfo, 'account-orders');
});

test('every back-office list fits the width with its actions in reach', async ({
  page,
  browser,
}, testInfo) => {
  // Eight pages, each scanned and photographed in both schemes: a phone's full-page shots are
  // large, and the machine is shared.
  test.setTimeout(480_000);
  await placeOrder(browser);
  await logInAsStaff(page);
  for (const list of BACK_OFFICE_LISTS) {
    await page.goto(list.path);
    await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await checkBackOfficeScreen(page, testInfo, list.name);
  }

  // The actions of the widest lists are on screen, not scrolled away.
  // The top bar: the bell counts the new paid order, the search finds it and the product.
  const bell = page.getByRole('link', { name: /orders? waiting for staff: paid/ });
  await expect(bell).toHaveAttribute('href', '/admin/orders?status=paid');
  await expect(bell).toHaveAccessibleName(/^[1-9]\d* orders? waiting/);
  const search = page.getByRole('searchbox', { name: 'Search orders, products and customers' });
  await search.fill('MLB Counter 40x60');
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('link', { name: new RegExp(FRAME.name) })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'screen-top-bar-search');
  await search.fill('Erin Tester');
  await expect(
    page.getByRole('region', { name: 'Orders' }).getByRole('link').first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  const inReach = async (action: Locator) => {
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeInViewport();
  };
  await page.goto('/admin/view-products');
  await inReach(page.getByRole('link', { name: /^Edit / }).first());
  await inReach(page.getByRole('button', { name: /^Delete / }).first());
  await page.goto('/admin/orders');
  await inReach(page.getByRole('link', { name: /^View order / }).first());

  // A tablet held sideways, or a small laptop: the sidebar is shown at 1024 px, and the other
  // screens of the back-office fit beside it too.
  if (testInfo.project.name === 'phone') return;
  await page.setViewportSize({ width: 1024, height: 768 });
  for (const path of [...BACK_OFFICE_LISTS.map((list) => list.path), ...TABLET_ONLY_PATHS]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
  }
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await screenshot(page, testInfo, 'screen-tablet-orders');
});
