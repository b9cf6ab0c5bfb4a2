import { expect, test } from '@playwright/test';
import { STAFF } from './staff';
import { expectAccessible, logInAsStaff, screenshot, untilHydrated } from './support';

// Staff write a news item in the back-office, watch its preview, and publish it: at once it is on
// /news (rendered on the server, newest first), on its own page, in the sitemap and in the news
// feed. At both widths, with axe on the editor and the archive.

test('staff publish a news item; it is on /news, in the sitemap and in the feed at once', async ({
  page,
  request,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `Night-bright frames arrive ${stamp}`;
  const slug = `night-bright-frames-${stamp}`.toLowerCase();

  // The archive is rendered (and kept) before the news exists, so the cache must be dropped.
  const before = await request.get('/news');
  expect(before.status()).toBe(200);
  expect(await before.text()).not.toContain(title);

  await logInAsStaff(page);
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'News' })).toBeVisible();
  await screenshot(page, testInfo, 'admin-content-list');
  await page.getByRole('link', { name: 'Write an entry' }).click();

  const form = page.getByRole('form', { name: 'New content entry' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Slug/).fill(slug);
  await form.getByLabel(/^Excerpt/).fill('Brighter LEDs in every frame, at the same price.');
  await form.getByLabel(/^Description/).fill('Our frames now ship with brighter LEDs.');
  await form.getByLabel(/^Author/).fill('Dana from the workshop');
  await form
    .getByLabel(/^Markdown/)
    .fill('Every frame now ships with **brighter LEDs**.\n\n- same price\n- same power supply');
  const preview = page.getByTestId('content-preview');
  await expect(preview.locator('strong', { hasText: 'brighter LEDs' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await form.getByLabel(/^Status/).selectOption('published');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-content-editor');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/content$/);
  const news = page.getByRole('table', { name: 'News' });
  await expect(news.getByRole('link', { name: title, exact: true })).toBeVisible();

  // The server's own HTML of /news leads with it (newest first), as a crawler sees it.
  const rendered = await (await request.get('/news')).text();
  expect(rendered).toContain(title);
  expect(rendered).toContain('rel="alternate" type="application/atom+xml"');
  // Before every older article (another project's run may publish one at the same moment).
  const mine = rendered.indexOf(`id="news-${slug}"`);
  expect(mine).toBeGreaterThan(0);
  expect(mine).toBeLessThan(rendered.indexOf('id="news-2022-05-mlb-100x200-80-bips"'));

  // In the sitemap and the feed at once.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/news/${slug}</loc>`);
  const feed = await request.get('/news/feed.xml');
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  const feedXml = await feed.text();
  expect(feedXml.indexOf(title)).toBeGreaterThan(0);
  expect(feedXml).toContain(`/news/${slug}`);

  // A shopper opens it from the archive.
  await page.goto('/news');
  await untilHydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'news-archive');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'brighter LEDs' })).toBeVisible();
});

// Staff change the home page's hero and pick its featured products in the back-office; the home
// page, rendered on the server, shows them at once. The home page is one for the whole shop, so
// this runs once (desktop), takes the phone's screenshots by narrowing the window, and puts the
// hero back as it found it for the other journeys.
test('staff change the home hero and featured products; the home page shows them at once', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one home page: changed by one project only');
  const login = await request.post('/api/login', { data: STAFF });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const saved = (await (await request.get('/api/admin/content/home', { headers })).json()).home;
  const heading = `Bright booths ${Date.now().toString(36)}`;

  try {
    await logInAsStaff(page);
    await page.goto('/admin/content');
    await page.getByRole('link', { name: 'Home page' }).click();
    const form = page.getByRole('form', { name: 'Home page' });
    await form.getByLabel(/^Heading/).fill(heading);
    await form.getByLabel(/^Highlighted words/).fill('all season');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`${heading} all season`);

    // Two products found by the catalogue's search, the second moved first.
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('/api/view-products') && response.url().includes('q=mlb'),
    );
    await form.getByLabel(/^Find a product/).fill('mlb');
    await searched;
    const found = page.getByRole('list', { name: 'Products found' });
    // The list shows the search's answer (the whole catalogue's stays until it comes).
    await expect(found).toHaveAttribute('aria-busy', 'false');
    const add = found.getByRole('button', { name: /^Add / });
    await expect(add.nth(1)).toBeEnabled();
    const labels = () => add.evaluateAll((buttons) => buttons.map((b) => b.ariaLabel ?? ''));
    const [first, second] = (await labels()).map((label) => label.replace(/^Add /, ''));
    await found.getByRole('button', { name: `Add ${first}`, exact: true }).click();
    await found.getByRole('button', { name: `Add ${second}`, exact: true }).click();
    await form.getByRole('button', { name: `Move ${second} up` }).click();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'admin-home-page');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, testInfo, 'admin-home-page-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await form.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByText('Saved: the home page shows it now.')).toBeVisible();

    // The server's own HTML of the home page has the new hero (the rendered page was dropped).
    expect(await (await request.get('/')).text()).toContain(heading);
    await page.goto('/');
    await untilHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${heading} all season`);
    const featured = page.locator('section', {
      has: page.getByRole('heading', { name: 'Featured products' }),
    });
    await featured.scrollIntoViewIfNeeded();
    await expect(featured.getByRole('listitem').getByRole('link')).toHaveText([second!, first!]);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'home-edited');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, testInfo, 'home-edited-390');
  } finally {
    const restored = await request.put('/api/admin/content/home', {
      headers,
      data: {
        eyebrow: saved.eyebrow,
        heading: saved.heading,
        heading_accent: saved.heading_accent,
        text: saved.text,
        buttons: saved.buttons,
        image: saved.image,
        featured_product_ids: saved.featured.map((product: { id: number }) => product.id),
      },
    });
    expect(restored.status()).toBe(200);
  }
});

// The header keeps each label on one line, and its row holds everything (navigation, search,
// account, cart) without overflowing, at a laptop's and a small desktop's width, signed out and
// signed in (whose account slot has two entries).
for (const width of [1280, 1024]) {
  for (const signedIn of [false, true]) {
    test(`the header fits one line at ${width} px, ${signedIn ? 'signed in' : 'signed out'}`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'a desktop layout');
      await page.setViewportSize({ width, height: 800 });
      if (signedIn) await logInAsStaff(page);
      await page.goto('/');
      await untilHydrated(page);
      const header = page.getByRole('banner');
      await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // The lines each entry's words take: a label that wraps has its words at two heights.
      const { lines, overflow } = await header.evaluate((element) => {
        const row = element.querySelector('nav[aria-label="Main"]')!.parentElement!;
        const entries = Array.from(row.querySelectorAll('a, button, input')).filter((entry) =>
          entry.checkVisibility(),
        );
        const lines = entries.flatMap((entry) => {
          const tops = new Set<number>();
          const words = document.createTreeWalker(entry, NodeFilter.SHOW_TEXT);
          for (let node = words.nextNode(); node; node = words.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of Array.from(range.getClientRects())) {
              if (rect.width > 0) tops.add(Math.round(rect.top));
            }
          }
          return tops.size > 1 ? [entry.textContent?.trim()] : [];
        });
        // Neighbours never overlap: each control ends before the next begins.
        const boxes = entries.map((entry) => entry.getBoundingClientRect());
        const overlapping = boxes.some(
          (box, index) =>
            index > 0 &&
            box.top < boxes[index - 1]!.bottom &&
            box.left < boxes[index - 1]!.right - 1,
        );
        return { lines, overflow: row.scrollWidth > row.clientWidth || overlapping };
      });
      expect(lines, 'labels on two lines').toEqual([]);
      expect(overflow, 'the header row overflows').toBe(false);
      if (signedIn) {
        await expect(header.getByRole('link', { name: /my account/i })).toBeVisible();
      }
    });
  }
}
