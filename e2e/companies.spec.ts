import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  lastMailContaining,
  logIn,
  logInAsStaff,
  openAccountPage,
  PASSWORD,
  registerThroughApi,
  screenshot,
  signedInCustomer,
} from './support';

test('a customer creates a company, a colleague joins by invitation, staff verify its EDPA membership', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Three people, three browsers, four axe scans: longer than the default on a 2-core machine.
  test.slow();
  const name = `Lightbox Expo ${Date.now().toString(36)}`;
  await signedInCustomer(page, request);
  const colleague = await registerThroughApi(request);

  // The customer creates the company.
  await openAccountPage(page, 'Company');
  await expect(page.getByRole('heading', { name: 'Create a company account' })).toBeVisible();
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('The company name is required.')).toBeVisible();
  await page.getByLabel(/^Company name/).fill(name);
  await page.getByLabel(/^Tax id/).fill('US-98-7654321');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('You are its admin.')).toBeVisible();

  // Invites a colleague and states an EDPA membership.
  await page.getByLabel(/^Invite a colleague by e-mail/).fill(colleague.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}.`)).toBeVisible();
  await expect(page.getByText('Open invitations')).toBeVisible();
  await page.getByLabel(/^Association/).selectOption('EDPA');
  await page.getByLabel(/^Member number/).fill('EDPA-40417');
  await page.getByRole('button', { name: 'Send for verification' }).click();
  const memberships = page.getByRole('list', { name: 'Memberships' });
  await expect(memberships.getByText('Pending')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'company-admin');

  // The colleague opens the mailed link, signs in with the invited address and accepts.
  const mail = await lastMailContaining(`To: ${colleague.email}`);
  const link = mail.match(/\/company-invitation\?token=[\w-]+/)?.[0];
  expect(link, mail).toBeDefined();
  const colleagueContext = await browser.newContext({ ...testInfo.project.use });
  const colleaguePage = await colleagueContext.newPage();
  await colleaguePage.goto(link!);
  await expect(colleaguePage.getByRole('heading', { name: `Join ${name}` })).toBeVisible();
  await expect(colleaguePage.getByText(/Sign in or create an account/)).toBeVisible();
  await expectAccessible(colleaguePage);
  await logIn(colleaguePage, colleague.email, PASSWORD);
  await expect(colleaguePage).toHaveURL(/\/dashboard-client$/);
  await colleaguePage.goto(link!);
  await colleaguePage.getByRole('button', { name: `Accept and join ${name}` }).click();
  await expect(colleaguePage).toHaveURL(/\/dashboard-client\/company$/);
  await expect(colleaguePage.getByText('You are its buyer.')).toBeVisible();
  await screenshot(colleaguePage, testInfo, 'company-buyer');
  // The link works once.
  await colleaguePage.goto(link!);
  await expect(colleaguePage.getByText('This invitation link does not work')).toBeVisible();
  await colleagueContext.close();

  // Staff find the company and verify the membership.
  const staffContext = await browser.newContext({ ...testInfo.project.use });
  const staffPage = await staffContext.newPage();
  await logInAsStaff(staffPage);
  await staffPage.goto('/admin/companies');
  const search = staffPage.getByLabel('Search companies', { exact: true });
  await search.fill(name);
  await search.press('Enter');
  const row = staffPage.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('1 pending');
  await expectAccessible(staffPage);
  await screenshot(staffPage, testInfo, 'admin-companies');
  await row.getByRole('link', { name }).click();
  await expect(staffPage.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(staffPage.getByRole('row').filter({ hasText: colleague.email })).toBeVisible();
  await staffPage.getByRole('button', { name: 'Verify EDPA' }).click();
  await expect(staffPage.getByText('EDPA membership verified.')).toBeVisible();
  await expectAccessible(staffPage);
  await screenshot(staffPage, testInfo, 'admin-company');
  await staffContext.close();

  // The company sees it verified, and its admin was told by e-mail.
  await page.reload();
  await expect(memberships.getByText('Verified')).toBeVisible();
  expect(await lastMailContaining('Your EDPA membership is verified')).toContain('EDPA-40417');
  await screenshot(page, testInfo, 'company-verified');
});
