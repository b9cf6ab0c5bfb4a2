import { expect, test } from '@playwright/test';
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
