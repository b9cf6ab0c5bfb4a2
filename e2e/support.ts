import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { STAFF } from './staff';

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

/** Signs in as the e2e server's staff account; staff land on the admin dashboard. */
export async function logInAsStaff(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Email address/).fill(STAFF.email);
  await page.getByLabel(/^Password/).fill(STAFF.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
