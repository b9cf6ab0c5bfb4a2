import { expect, test, type Page } from '@playwright/test';
import { logIn, PASSWORD, registerThroughApi, untilHydrated, watchConsole } from './support';

/**
 * Storefront pages arrive rendered: the HTML holds what a visitor sees first, React takes it over
 * without a hydration mismatch, and the page answers its first click.
 */

/** The shop's menu: the main nav's Shop menu on a wide screen, the menu drawer on a phone. */
async function openMenu(page: Page) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  const nav = page.getByRole('navigation', { name: 'Main' });
  const opener = phone
    ? page.getByRole('button', { name: 'Open menu' })
    : nav.getByRole('button', { name: 'Shop' });
  const menu = phone
    ? page.getByRole('dialog', { name: 'Menu' })
    : nav.getByRole('link', { name: /^All Frames/ });
  // A click made before React has taken the page over does nothing: repeat until one is answered.
  await expect(async () => {
    if (!(await menu.isVisible())) await opener.click({ timeout: 1000 });
    await expect(menu).toBeVisible({ timeout: 2000 });
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

/** The schema.org objects in a page's JSON-LD scripts (each may hold one object or a list). */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap(
    ([, json]) => [JSON.parse(json!) as Record<string, unknown> | Record<string, unknown>[]].flat(),
  );
}

const url = expect.stringMatching(/^https?:\/\/[^/]+\//);
const text = expect.stringMatching(/\S/);

test('a product page’s HTML holds its content, link preview and valid Product JSON-LD', async ({
  request,
  page,
}) => {
  const product = await firstProduct(page);
  const answer = await request.get(`/product/${product.slug}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain(`<title>${product.name} | Backlit Shop</title>`);
  expect(html).toContain(product.name);
  expect(html).toMatch(/\$[\d,]+\.\d\d USD/);
  expect(html).toMatch(/In stock|Out of stock|left in stock/i);
  expect(html).toContain('id="description-heading"');
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/storage\/[^"]+"/);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
  expect(html).toMatch(
    /<img [^>]*width="\d+"[^>]*height="\d+"|<img [^>]*height="\d+"[^>]*width="\d+"/,
  );

  const [productLd, breadcrumbs] = structuredData(html);
  expect(productLd).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: text,
    image: [url],
    description: text,
    category: text,
    offers: {
      '@type': 'Offer',
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      priceCurrency: 'USD',
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
      url: expect.stringMatching(new RegExp(`/product/${product.slug}$`)),
    },
  });
  expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  const crumbs = (breadcrumbs as { itemListElement: unknown[] }).itemListElement;
  crumbs.forEach((crumb, index) =>
    expect(crumb).toEqual({ '@type': 'ListItem', position: index + 1, name: text, item: url }),
  );
});

test('a category’s and a news item’s HTML hold their products and text', async ({ request }) => {
  const category = await (await request.get('/category/BacklitFrames')).text();
  const products = (await (
    await request.get('/api/fetchProducts/BacklitFrames?per_page=12')
  ).json()) as { product_data: { products: { name: string }[] } };
  for (const { name } of products.product_data.products) expect(category).toContain(name);

  const news = (await (await request.get('/api/content/news/firstNewsDetails')).json()) as {
    article: { title: string; html: string };
  };
  const article = await (await request.get('/firstNewsDetails')).text();
  expect(article).toContain(news.article.title);
  const firstParagraph = /<p>([^<]{20,})/.exec(news.article.html)?.[1];
  expect(article).toContain(firstParagraph);
  expect(structuredData(article)).toContainEqual(
    expect.objectContaining({ '@type': 'NewsArticle', headline: news.article.title }),
  );
});

test('home and the FAQ describe the shop and its answers to search engines', async ({
  request,
}) => {
  const home = structuredData(await (await request.get('/')).text());
  expect(home).toEqual([
    expect.objectContaining({ '@type': 'Organization', name: 'Backlit Shop', url, email: text }),
    expect.objectContaining({
      '@type': 'WebSite',
      url,
      potentialAction: expect.objectContaining({ '@type': 'SearchAction' }),
    }),
  ]);
  const [faq] = structuredData(await (await request.get('/faq')).text());
  expect(faq).toMatchObject({ '@type': 'FAQPage' });
  const questions = (faq as { mainEntity: unknown[] }).mainEntity;
  expect(questions.length).toBeGreaterThan(0);
  for (const question of questions) {
    expect(question).toEqual({
      '@type': 'Question',
      name: text,
      acceptedAnswer: { '@type': 'Answer', text },
    });
  }
});

test('the sitemap lists exactly the canonical URLs of the pages it names', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    loc!.replace(/&amp;/g, '&'),
  );
  expect(locations.length).toBeGreaterThan(30);
  for (const location of locations) {
    const { pathname, search } = new URL(location);
    const answer = await request.get(pathname + search);
    // The sitemap is rebuilt every few minutes: a product other tests deleted since is gone.
    if (answer.status() === 404 && pathname.startsWith('/product/')) continue;
    const html = await answer.text();
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], pathname).toBe(location);
  }
  // A sorted or later page of a list names its canonical address.
  const sorted = await (await request.get('/allproducts?sort=price_asc&page=2')).text();
  expect(/<link rel="canonical" href="([^"]+)"/.exec(sorted)?.[1]).toMatch(
    /\/allproducts\?page=2$/,
  );
});

test('private pages are left to the browser and kept out of search engines', async ({
  request,
}) => {
  for (const path of ['/cart', '/checkout', '/dashboard-client', '/admin/dashboard', '/login']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex" />');
    expect(html, path).toContain('<div id="root"></div>');
  }
  // Such a page preloads the code it renders with, not the home page's.
  const preloads = (html: string) =>
    [
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([\w-]+)-[\w-]{8}\.js"/g),
    ].map(([, name]) => name);
  const admin = preloads(await (await request.get('/admin/orders')).text());
  expect(admin).toEqual(expect.arrayContaining(['admin-layout', 'orders']));
  expect(admin).not.toContain('home-page');
  expect(preloads(await (await request.get('/cart')).text())).toContain('cart');
  const missing = await request.get('/category/NoSuchCategory');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
});

// One page of each kind the menu is opened from: home, an article, a category and a
// sub-category. content.spec.ts watches every content page hydrate without a warning.
const CONTENT_PAGES = [
  { path: '/', heading: 'Light up your booth in 5 minutes' },
  { path: '/firstNewsDetails', heading: /./ },
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
  await expect(page.getByRole('heading', { name: 'All products', level: 1 })).toBeVisible();
  // On a phone sorting waits behind the Filter button, in a drawer.
  const filters = page.getByRole('dialog', { name: 'Filter and sort' });
  const phone = page.viewportSize()!.width < 1024;
  await expect(async () => {
    if (phone && !(await filters.isVisible())) {
      await page.getByRole('button', { name: 'Filter' }).click({ timeout: 1000 });
    }
    await page
      .getByLabel('Sort products')
      .filter({ visible: true })
      .selectOption('price_asc', { timeout: 1000 });
    await expect(page).toHaveURL(/sort=price_asc/, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  if (await filters.isVisible()) await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
  // The URL changes before React renders the new order (the router's update is a transition, and
  // on a busy machine it can trail the URL by a moment), so the grid is polled until it settles.
  const prices = () =>
    page
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((card) =>
          Number(/\$([\d,.]+)/.exec(card.textContent ?? '')?.[1]?.replace(/,/g, '')),
        ),
      );
  await expect
    .poll(async () => {
      const shown = await prices();
      return shown.length > 1 && shown.every((price, i) => i === 0 || shown[i - 1]! <= price);
    })
    .toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
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
  // Once React has taken the page over, the first click adds and opens the cart panel, which
  // says so (its code loads then, slowly on a busy machine; a second click would hit the panel).
  await untilHydrated(page);
  await page
    .getByRole('button', { name: /Add to cart/ })
    .first()
    .click();
  await expect(
    page.getByRole('dialog').getByText('Product added to cart successfully!'),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('a product page paints from its one compressed response, its code asked for only after its load, its policy allowing what it inlines', async ({
  page,
}) => {
  const product = await firstProduct(page);
  const answer = await page.request.get(`/product/${product.slug}`, {
    headers: { 'accept-encoding': 'br' },
  });
  expect(answer.headers()['content-encoding']).toBe('br');
  const html = await answer.text();
  expect(html).toMatch(/<style>[^<]*@font-face/);
  expect(html).not.toMatch(/<link [^>]*rel="stylesheet"/);

  // The colour-scheme script, written into the page, runs under the CSP (a refused inline script
  // would show in the console and leave the class off).
  await page.addInitScript(() => localStorage.setItem('color-scheme', 'dark'));
  const problems = watchConsole(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter/);
  expect(
    requested.filter((path) => /\.css$|start-scripts\.js$|color-scheme\.js$/.test(path)),
  ).toEqual([]);

  // Its scripts, written inert into the page, start after its load event (start-scripts.js, run
  // under the same policy) and React takes the page over.
  await untilHydrated(page);
  const scripts = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter(({ name }) => new URL(name).pathname.endsWith('.js'))
      .map(({ name, startTime }) => ({
        name: new URL(name).pathname,
        beforeLoad: startTime < navigation!.loadEventStart,
      }));
  });
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter(({ beforeLoad }) => beforeLoad)).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop browses: links, pages and sorting are URLs', async ({ page }) => {
    await page.goto('/allproducts');
    await expect(page.getByRole('heading', { name: 'All products', level: 1 })).toBeVisible();
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
