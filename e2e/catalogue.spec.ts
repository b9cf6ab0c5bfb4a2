import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, logInAsStaff, untilHydrated } from './support';

/** A real photo-sized PNG, so the server's sharp pipeline has something true to check. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function createCategory(page: Page, name: string, subs: [string, string]) {
  await page.goto('/admin/category');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(/^Name/).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await panel.getByLabel(/^Name/).first().fill(subs[0]);
  await page.getByRole('button', { name: 'Add Another Sub Category' }).click();
  await panel.getByLabel(/^Name/).nth(1).fill(subs[1]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(
    /saved/i,
  );
}

test('staff list a product with photos; shoppers find it, open it; staff reprice and delete it', async ({
  page,
  browser,
}, testInfo) => {
  // Both screen sizes run at once against one server: every name is unique to this run.
  const id = `${testInfo.project.name}${Date.now().toString(36)}`;
  const category = `Booth Kits ${id}`;
  const categoryPath = category.replace(/\s+/g, '');
  const subs: [string, string] = [`Starter ${id}`, `Pro ${id}`];
  const product = `Glow Counter Kit ${id}`;
  const sku = `E2E-${id}`.toUpperCase();

  await logInAsStaff(page);
  await createCategory(page, category, subs);

  // Staff add the product with two photos: the first is the main one.
  await page.goto('/admin/add-product');
  await page.getByLabel(/^Product name/).fill(product);
  await page.getByLabel(/^SKU/).fill(sku);
  await page.getByLabel(/^Stock/).fill('5');
  await page.getByLabel(/^Category/).selectOption({ label: category });
  await page.getByLabel(/^Sub Category/).selectOption({ label: subs[1] });
  await page.getByLabel(/^Description/).fill('A counter light box with two printed graphics.');
  await page.getByLabel(/^Price/).fill('149');
  await page
    .getByLabel('Product images')
    .setInputFiles([await photo('front.png', '#f97316'), await photo('back.png', '#0ea5e9')]);
  const photos = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(2);
  await expect(photos.first()).toContainText('Main');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Product' }).last().click();
  await expect(page.getByText('Product saved successfully.')).toBeVisible();
  await expect(page.getByLabel(/^Product name/)).toHaveValue('');

  // A shopper (no session) finds it by category, sub-category, search and sort.
  const { baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } =
    testInfo.project.use;
  const shopperContext = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  const shopper = await shopperContext.newPage();
  await shopper.goto('/allproducts');
  await untilHydrated(shopper);
  // Beside the grid on a wide screen; behind the Filter button on a phone.
  const phone = shopper.viewportSize()!.width < 1024;
  if (phone) await shopper.getByRole('button', { name: 'Filter' }).click();
  const categories = shopper.getByRole('region', { name: 'Categories' });
  await categories.getByRole('button', { name: new RegExp(category) }).click();
  await categories.getByRole('link', { name: new RegExp(subs[1]) }).click();
  await expect(shopper).toHaveURL(new RegExp(`/${subs[1].replace(/\s+/g, '')}$`));
  const card = shopper.getByRole('article').filter({ hasText: product });
  await expect(card).toContainText('$149.00 USD');
  await expect(
    shopper.locator('[aria-live="polite"]').getByText('1 product', { exact: true }),
  ).toBeVisible();

  await shopper.goto(`/category/${categoryPath}`);
  await untilHydrated(shopper);
  await expect(card).toBeVisible();
  if (phone) await shopper.getByRole('button', { name: 'Filter' }).click();
  await shopper.getByLabel('Sort products').filter({ visible: true }).selectOption('price_desc');
  await expect(shopper).toHaveURL(/sort=price_desc/);
  await expect(card).toBeVisible();

  await shopper.goto('/allproducts');
  await untilHydrated(shopper);
  await shopper.getByLabel('Search products').fill(sku);
  await shopper.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(shopper).toHaveURL(new RegExp(`q=${sku}`));
  await expect(
    shopper.locator('[aria-live="polite"]').getByText('1 product', { exact: true }),
  ).toBeVisible();
  await expectAccessible(shopper);

  // Quick view: the total follows the quantity.
  await card.getByRole('button', { name: `Quick view: ${product}` }).click();
  const dialog = shopper.getByRole('dialog');
  await expect(dialog).toContainText(sku);
  await expect(dialog).toContainText('5 in stock');
  await expect(dialog).toContainText('$149.00');
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(dialog).toContainText('$298.00');
  await expectAccessible(shopper);
  await dialog.getByRole('link', { name: 'View full details' }).click();

  // The product page: both photos, breadcrumbs, structured data.
  await expect(shopper).toHaveURL(/\/product\/glow-counter-kit-/);
  await expect(shopper.getByRole('heading', { level: 1, name: product })).toBeVisible();
  const gallery = shopper.getByRole('list', { name: 'Product photos' });
  await gallery.getByRole('button', { name: 'Show photo 2 of 2' }).click();
  await expect(shopper.getByRole('img', { name: `${product}, photo 2 of 2` })).toBeVisible();
  const [jsonLd] = JSON.parse(
    (await shopper.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]',
  ) as { sku?: string; offers?: { price?: string | number } }[];
  expect(jsonLd?.sku).toBe(sku);
  await expectAccessible(shopper);
  const productUrl = shopper.url();

  // Staff change the price; the shop shows it at once, in the server's HTML too, which it
  // keeps rendered (this request puts the page in that cache).
  expect(await (await shopper.request.get(productUrl)).text()).toContain('$149.00');
  await page.goto(`/admin/view-products?q=${sku}`);
  const row = page.getByRole('row', { name: new RegExp(product) });
  await expect(row).toContainText(subs[1]);
  await row.getByRole('link', { name: `Edit ${product}` }).click();
  await expect(page.getByLabel(/^Product name/)).toHaveValue(product);
  await page.getByLabel(/^Price/).fill('99.50');
  await page.getByRole('button', { name: 'Edit Product' }).last().click();
  await expect(page.getByText('Product updated successfully.')).toBeVisible();
  const html = await (await shopper.request.get(productUrl)).text();
  expect(html).toContain('$99.50');
  expect(html).toContain('"price":"99.50"');
  await shopper.reload();
  await expect(shopper.getByRole('main')).toContainText('$99.50');

  // Deleting takes it out of the back-office and the shop.
  await page.goto(`/admin/view-products?q=${sku}`);
  await page.getByRole('button', { name: `Delete ${product}` }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByText('Product deleted successfully.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(product) })).toHaveCount(0);
  await shopper.goto(productUrl);
  await expect(shopper.getByRole('heading', { name: /not found/i })).toBeVisible();
  await shopperContext.close();
});
