import { expect, test, type Page } from '@playwright/test';
import { logIn, PASSWORD, registerThroughApi } from './support';

/**
 * Storefront pages arrive rendered: the HTML holds what a visitor sees first, React takes it over
 * without a hydration mismatch, and the page answers its first click.
 */

/** Every console warning and error and every uncaught exception while the page runs. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The shop's menu: the main nav's Shop menu on a wide screen, the menu drawer on a phone. */
async function openMenu(page: Page) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  // Clicks made before React has taken the page over do nothing: repeat until one is answered.
  await expect(async () => {
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click({ timeout: 1000 });
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 500 });
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Shop' }).click({ timeout: 1000 });
      await expect(nav.getByRole('link', { name: /^All Frames/ })).toBeVisible({ timeout: 500 });
    }
  }).toPass({ timeout: 15_000 });
}

/** The first product on the shop's first page, from the API. */
async function firstProduct(page: Page): Promise<{ slug: string; name: string }> {
  const answer = await page.request.get('/api/fetchProducts/all?per_page=1');
  const { product_data } = (await answer.json()) as {
    product_data: { products: { slug: string; name: string }[] };
  };
  return product_data.products[0]!;
}

const CONTENT_PAGES = [
  { path: '/', heading: /./ },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/artwork', heading: 'Frequently asked questions' },
  { path: '/firstNewsDetails', heading: /./ },
  { path: '/news', heading: /News/ },
  { path: '/blog-press', heading: /./ },
  { path: '/trade-show', heading: /./ },
  { path: '/print-instruction', heading: /./ },
  { path: '/privacy-policy', heading: /Privacy/ },
  { path: '/terms-and-conditions', heading: /Terms/ },
  { path: '/contact', heading: /./ },
  { path: '/category/BacklitFrames', heading: 'Backlit Frames' },
  { path: '/CounterFrames', heading: 'Counter Frames' },
];

for (const { path, heading } of CONTENT_PAGES) {
  test(`${path} arrives rendered and hydrates without a warning`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('id="page-state"');
    expect(html).toMatch(/<h1[\s>]/);

    const problems = watchConsole(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await openMenu(page);
    expect(problems).toEqual([]);
  });
}

test('a listing hydrates and sorts right after load', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/allproducts');
  await expect(page.getByRole('heading', { name: 'All Frames', level: 1 })).toBeVisible();
  await expect(async () => {
    await page.getByLabel('Sort products').selectOption('price_asc', { timeout: 1000 });
    await expect(page).toHaveURL(/sort=price_asc/, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  const prices = await page
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) =>
        Number(/\$([\d,.]+)/.exec(card.textContent ?? '')?.[1]?.replace(/,/g, '')),
      ),
    );
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(problems).toEqual([]);
});

test('a product page hydrates and adds to the cart right after load', async ({ page }) => {
  const customer = await registerThroughApi(page.request);
  await logIn(page, customer.email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const product = await firstProduct(page);

  const problems = watchConsole(page);
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(async () => {
    await page
      .getByRole('button', { name: /Add to cart/ })
      .first()
      .click({ timeout: 1000 });
    await expect(page.getByText('Product added to cart successfully!')).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop browses: links, pages and sorting are URLs', async ({ page }) => {
    await page.goto('/allproducts');
    await expect(page.getByRole('heading', { name: 'All Frames', level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    // Pagination is plain links.
    const firstOnPageOne = await page.getByRole('article').first().textContent();
    await page
      .getByRole('link', { name: /^(Page 2|2)$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('article').first()).not.toHaveText(firstOnPageOne ?? '');

    // A sorted list is its own URL.
    await page.goto('/allproducts?sort=price_desc');
    const prices = await page
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((card) =>
          Number(/\$([\d,.]+)/.exec(card.textContent ?? '')?.[1]?.replace(/,/g, '')),
        ),
      );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    // A product card leads to a readable product page.
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').first().textContent())!.trim();
    await card.getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(page.getByText(/\$[\d,.]+/).first()).toBeVisible();
  });
});
