import { expect, test } from '@playwright/test';
import { STAFF } from './staff';
import { expectAccessible, logInAsStaff, screenshot, untilHydrated } from './support';

// Staff change the home page's hero and pick its featured products in the back-office; the home
// page, rendered on the server, shows them at once. The home page is one for the whole shop: this
// runs once, after every other journey (its own project, see playwright.config.ts), so none sees
// the changed hero; it takes the phone's screenshots by narrowing the window, and puts the hero
// back as it found it.
test('staff change the home hero and featured products; the home page shows them at once', async ({
  page,
  request,
}, testInfo) => {
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
