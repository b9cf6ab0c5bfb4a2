import { expect, test } from '@playwright/test';
import { expectAccessible, logInAsStaff, untilHydrated } from './support';

test('staff create a category with two sub-categories; the shop leaves it out while it is empty', async ({
  page,
}, testInfo) => {
  const name = `Trade Kits ${testInfo.project.name} ${Date.now().toString(36)}`;
  await logInAsStaff(page);

  await page.goto('/admin/category');
  // Both tabs stay mounted; role queries only see the visible panel.
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(/^Name/).fill(name);
  await panel.getByLabel(/^Description/).fill('Ready-to-go bundles for a booth.');
  await page.getByRole('button', { name: 'Next' }).click();
  await panel.getByLabel(/^Name/).first().fill('Starter Kits');
  await page.getByRole('button', { name: 'Add Another Sub Category' }).click();
  await panel.getByLabel(/^Name/).nth(1).fill('Pro Kits');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(
    /saved/i,
  );

  await page.goto('/admin/view-category');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Starter Kits');
  await expect(row).toContainText('Pro Kits');
  await expectAccessible(page);

  // Still empty, it is not offered to shoppers (the back-office lists it), yet its pages open.
  await page.goto('/allproducts');
  await untilHydrated(page);
  if (page.viewportSize()!.width < 1024) await page.getByRole('button', { name: 'Filter' }).click();
  const categories = page.getByRole('region', { name: 'Categories' });
  await expect(categories.getByRole('button', { name: /Backlit Frames/ })).toBeVisible();
  await expect(categories.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  await page.goto('/StarterKits');
  await expect(page.getByRole('heading', { level: 1, name: 'Starter Kits' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/view-category');
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: /delete/i })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
