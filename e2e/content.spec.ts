import {
  BLOG_ROUTE,
  CONTACT_SENT_MESSAGE,
  FAQ_TABS,
  FRAME_SIZES,
  NEWS_ARCHIVE_ROUTE,
  NEWS_DETAIL_ROUTES,
  PAGE_ROUTES,
} from '@backlit/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  lastMailContaining,
  screenshot,
  untilHydrated,
  watchConsole,
} from './support';

// Every content page renders its own heading and head tags, is taken over by React without a
// console warning (a hydration mismatch is one), passes axe, and is screenshotted at both widths
// (the desktop and phone projects); plus the content journeys.

const SHOP = 'Backlit Shop';
/** index.html's own description: the home page keeps it, every other page replaces it. */
const HOME_DESCRIPTION = /^Foldable backlit display frames, printed fabric banners/;

type ContentPage = {
  path: string;
  /** The page's h1; the document title is `${title ?? heading} | Backlit Shop`. */
  heading: string;
  title?: string;
  /** A second heading that tells this page from its siblings (FAQ tabs share their h1). */
  subheading?: string;
};

const NEWS_TITLES = [
  'Five new MLB frame sizes for the 2022 show season',
  'Planning your 2022 trade-show season — order graphics early',
  'Why we print on Super Backlit fabric',
  'Brighter, cooler, lighter — our LED upgrade',
  'Battery and counter-battery frames — light without an outlet',
  'Faster shipping to Canada from our Atlanta warehouse',
  'Six print-file checks before you press send',
  'Introducing the MLB 100 × 200 cm 80 BIPS',
];
const BLOG_POST = {
  path: `${BLOG_ROUTE}/five-minute-booth-setup`,
  title: 'How we set up a 20 ft booth in under an hour with foldable backlit frames',
};

const GROUPS: Record<string, ContentPage[]> = {
  'home and print instructions': [
    { path: '/', heading: 'Light up your booth in 5 minutes' },
    { path: PAGE_ROUTES['print-instruction'], heading: 'Print instructions' },
  ],
  news: [
    { path: NEWS_ARCHIVE_ROUTE, heading: 'News & updates', title: 'News' },
    ...NEWS_DETAIL_ROUTES.map((path, index) => ({ path, heading: NEWS_TITLES[index]! })),
  ],
  'blog, trade show and legal pages': [
    { path: BLOG_ROUTE, heading: 'Blog Press' },
    { path: BLOG_POST.path, heading: BLOG_POST.title },
    { path: PAGE_ROUTES['trade-show'], heading: 'Trade Show' },
    { path: PAGE_ROUTES['privacy-policy'], heading: 'Privacy policy' },
    { path: PAGE_ROUTES['terms-and-conditions'], heading: 'Terms & Conditions' },
    { path: PAGE_ROUTES.contact, heading: 'Get in touch', title: 'Contact us' },
  ],
  FAQ: FAQ_TABS.map((tab) => ({
    path: tab.path,
    heading: 'Frequently asked questions',
    title: tab.topic ? `${tab.label} — FAQ` : 'Frequently asked questions',
    subheading: tab.label,
  })),
};

test('the content pages are at their public routes, each with its own title', () => {
  const pages = Object.values(GROUPS).flat();
  // Written out, not read from the domain package, so renaming a public route there fails here:
  // links and search results point to these addresses.
  expect(pages.map((p) => p.path).sort()).toEqual(
    [
      '/',
      '/print-instruction',
      '/news',
      '/firstNewsDetails',
      '/twoNewsDetails',
      '/threeNewsDetails',
      '/fourNewsDetails',
      '/fiveNewsDetails',
      '/sixNewsDetails',
      '/sevenNewsDetails',
      '/eightNewsDetails',
      '/blog-press',
      '/blog-press/five-minute-booth-setup',
      '/trade-Show',
      '/faq',
      '/artwork',
      '/banners',
      '/general',
      '/Miscellaneous',
      '/backlit-frames',
      '/orderprocessing',
      '/privacy-policy',
      '/terms-and-conditions',
      '/contact',
    ].sort(),
  );
  const titles = pages.map((p) => p.title ?? p.heading);
  expect(new Set(titles).size).toBe(titles.length);
});

for (const [group, pages] of Object.entries(GROUPS)) {
  test(`content pages render, pass axe and are screenshotted: ${group}`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const descriptions = new Set<string>();
    const problems = watchConsole(page);
    for (const content of pages) {
      await test.step(content.path, async () => {
        await page.goto(content.path);
        await untilHydrated(page);
        await expectContentPage(page, content, baseURL!);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(descriptions.has(description!), `description of ${content.path} repeats`).toBe(
          false,
        );
        descriptions.add(description!);
        await expectAccessible(page);
        await screenshot(page, testInfo, screenshotName(content.path));
        expect(problems, `console of ${content.path}`).toEqual([]);
      });
    }
  });
}

async function expectContentPage(page: Page, content: ContentPage, baseURL: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(content.heading);
  if (content.subheading) {
    await expect(main.getByRole('heading', { level: 2, name: content.subheading })).toBeVisible();
  }
  // Loaded: no skeleton left (the home page's featured products load when scrolled to).
  if (content.path === '/') {
    await page.getByRole('heading', { name: 'Featured products' }).scrollIntoViewIfNeeded();
  }
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);

  const title =
    content.path === '/' ? /^Backlit Shop — / : `${content.title ?? content.heading} | ${SHOP}`;
  await expect(page).toHaveTitle(title);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', /^.{40,}$/);
  if (content.path !== '/')
    await expect(description).not.toHaveAttribute('content', HOME_DESCRIPTION);
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', new URL(content.path, baseURL).href);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    new URL(content.path, baseURL).href,
  );
}

/** The screenshot's name: the path without its slashes, home for `/`. */
function screenshotName(path: string): string {
  return path === '/' ? 'home' : path.replace(/^\//, '').replaceAll('/', '_');
}

test('news: the archive leads to an article and back', async ({ page }) => {
  await page.goto(NEWS_ARCHIVE_ROUTE);
  const articles = page.getByRole('main').getByRole('article');
  // Newest first, November 2021 at the bottom. Staff may have published newer news (the
  // content editor's journey does, on the same shop), so the demo's articles are the last ones.
  await expect(articles.last()).toContainText('November 16, 2021');
  const count = await articles.count();
  expect(count).toBeGreaterThanOrEqual(NEWS_DETAIL_ROUTES.length);
  await expect(articles.nth(count - NEWS_DETAIL_ROUTES.length)).toContainText(NEWS_TITLES.at(-1)!);

  await page
    .getByRole('link', { name: /^Read more\s*: Why we print on Super Backlit fabric$/ })
    .click();
  await expect(page).toHaveURL(/\/threeNewsDetails$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEWS_TITLES[2]!);
  await page.getByRole('link', { name: 'Return to archive' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & updates');
});

test('FAQ: the tabs mark the chosen topic and a question opens with the keyboard', async ({
  page,
}) => {
  await page.goto('/faq');
  // A tab clicked before the page's code has loaded reloads the next page from the server, and
  // a key pressed there before it loads opens nothing.
  await untilHydrated(page);
  const tabs = page.getByRole('navigation', { name: 'FAQ topics' });
  await expect(tabs.getByRole('link', { name: 'Show All' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await tabs.getByRole('link', { name: 'Order processing' }).click();
  await expect(page).toHaveURL(/\/orderprocessing$/);
  await expect(tabs.getByRole('link', { name: 'Order processing' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Order processing' })).toBeVisible();

  // Tab from the chosen tab reaches the topic's questions; Enter opens one, Space closes it.
  const question = page.getByRole('button', { name: 'Can I get my order faster?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await tabs.getByRole('link', { name: 'Order processing' }).focus();
  for (let press = 0; press < 6; press++) {
    if (await question.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(question).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('25');
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test('print instructions: a template link downloads a real PDF', async ({ page }) => {
  await page.goto(PAGE_ROUTES['print-instruction']);
  const links = page.getByRole('link', { name: /PDF template/ });
  // One template for every print size the shop sells.
  await expect(links).toHaveCount(FRAME_SIZES.length);
  const link = page.getByRole('link', { name: /^MLB 100 × 200 cm PDF template/ }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/print-templates\/[\w-]+\.pdf$/);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  const header = (await response.body()).subarray(0, 8).toString('latin1');
  expect(header).toMatch(/^%PDF-\d\.\d$/);
  const [major, minor] = header.slice(5).split('.').map(Number);
  expect(major! > 1 || minor! >= 6, `PDF version ${header}`).toBe(true);
});

test('contact: empty fields are explained, a filled form reaches the shop', async ({ page }) => {
  await page.goto(PAGE_ROUTES.contact);
  const form = page.getByRole('form', { name: 'Contact us' });
  await expect(form).toBeVisible();
  // Sent before the page's code runs, the browser's own checks answer (the fields are required)
  // and the shop's messages never show.
  await untilHydrated(page);
  const shownAt = Date.now();

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription(/name is required/i);
  await expect(form.getByLabel(/^Email address/)).toHaveAccessibleDescription(/email/i);
  await expect(form.getByLabel(/^Message/)).toHaveAccessibleDescription(/message/i);
  await expect(form.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  const token = `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await form.getByLabel(/^Name/).fill('Erin Tester');
  await form.getByLabel(/^Email address/).fill(`${token}@example.com`);
  await form.getByLabel(/^Subject/).fill(`Quote ${token}`);
  await form
    .getByLabel(/^Message/)
    .fill('We need two 100 × 200 cm frames with printed banners for a show in Chicago in May.');
  // The server quietly drops forms sent faster than a person types (3 s).
  await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - shownAt)));
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: CONTACT_SENT_MESSAGE })).toBeVisible();

  const mail = await lastMailContaining(`Quote ${token}`);
  expect(mail).toContain(`${token}@example.com`);
  expect(mail).toContain('for a show in Chicago in May');
});

test('the sitemap lists the content routes and robots.txt keeps crawlers out of private pages', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'HTTP only: the desktop run covers it');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
  const contentRoutes = Object.values(GROUPS)
    .flat()
    .map((page) => page.path);
  expect(locs).toEqual(expect.arrayContaining(contentRoutes));

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = (await robots.text()).split('\n').map((line) => line.trim());
  for (const path of ['/admin', '/cart', '/checkout', '/dashboard-client']) {
    expect(rules).toContain(`Disallow: ${path}`);
  }
  expect(rules.some((line) => /^Sitemap: https?:\/\/\S+\/sitemap\.xml$/.test(line))).toBe(true);
});
