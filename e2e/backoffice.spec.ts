import { expect, test } from '@playwright/test';
import { expectAccessible, logInAsStaff, registerThroughApi, screenshot } from './support';

// The back-office beyond the catalogue: dashboard with to-dos, team, audit log and settings, as staff use
// them; each page passes axe and is screenshotted (at the desktop's width: screens.spec.ts checks
// the back-office's lists at a phone's).

test('staff use the dashboard, manage the team and read the audit log', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerThroughApi(request);
  await logInAsStaff(page);

  // Dashboard: the period's figures, the chart and the staff member's own to-do list.
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /New orders/ })).toBeVisible();
  await expect(page.getByText('New customers')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sales by day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Low stock' })).toBeVisible();
  await page.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/\?days=7$/);

  const todo = `Call the printer (${testInfo.project.name} ${customer.username})`;
  await page.getByLabel('New to-do').fill(todo);
  await page.getByLabel('New to-do').press('Enter');
  const item = page.getByRole('checkbox', { name: todo });
  await expect(item).not.toBeChecked();
  await item.focus();
  await page.keyboard.press('Space');
  await expect(item).toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: todo })).toBeChecked();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-dashboard');
  await page.getByRole('button', { name: `Delete “${todo}”` }).click();
  await expect(page.getByRole('checkbox', { name: todo })).toHaveCount(0);

  // Team: promote the customer by e-mail, then demote them again.
  await page.goto('/admin/team');
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByRole('button', { name: 'Add to team' }).click();
  await expect(page.getByText(`${customer.email} is now on the team.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(customer.email.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-team');
  await row.getByRole('button', { name: /Remove .* from the team/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(customer.email);
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(`${customer.email} is no longer on the team.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // Audit log: both changes, newest first, and the area filter.
  // The sidebar entry; on a phone the sidebar is a drawer behind the menu button.
  const menu = page.getByRole('button', { name: 'Toggle admin menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await page.getByLabel('Area').selectOption('team');
  await expect(page).toHaveURL(/area=team/);
  const removed = page.getByRole('row', { name: `Removed ${customer.email} from the team` });
  const added = page.getByRole('row', { name: `Added ${customer.email} to the team` });
  await expect(removed).toBeVisible();
  await expect(added).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-audit-log');
});

test('staff change the shop phone in settings and the storefront footer shows it', async ({
  page,
}, testInfo) => {
  await logInAsStaff(page);
  await page.goto('/admin/settings');
  const phone = page.getByLabel(/^Phone/);
  await expect(phone).not.toHaveValue('');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-settings');
  // The shop's details are shared by every spec running at once: only one project changes them,
  // and it puts them back.
  test.skip(testInfo.project.name !== 'desktop', 'the desktop project changes the settings');

  const original = await phone.inputValue();
  const changed = '+1 212-555-0177';
  await phone.fill(changed);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/Settings saved/)).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: changed })).toHaveAttribute(
    'href',
    'tel:+12125550177',
  );

  await page.goto('/admin/audit-log?area=settings');
  await expect(page.getByRole('row', { name: new RegExp(`phone "\\${changed}"`) })).toBeVisible();

  await page.goto('/admin/settings');
  await page.getByLabel(/^Phone/).fill(original);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/Settings saved/)).toBeVisible();
});
