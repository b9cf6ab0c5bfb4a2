import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAFF } from './staff';
import { expectAccessible, logIn, newCustomer, PASSWORD, registerThroughApi } from './support';

async function logOutFromDashboard(page: Page) {
  await page.goto('/dashboard-client');
  await page
    .getByRole('main')
    .getByRole('button', { name: /Log out/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

/** The newest e-mail the server wrote to its outbox for `to`, decoded from quoted-printable. */
async function lastMailTo(to: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'mail');
  let found: string | undefined;
  await expect
    .poll(() => {
      const files = readdirSync(outbox, { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.eml'))
        .map((entry) => readFileSync(join(outbox, entry.name), 'utf8'))
        .filter((mail) => mail.includes(to));
      found = files.at(-1);
      return files.length;
    })
    .toBeGreaterThan(0);
  return found!
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

test('a visitor registers, lands signed in, and logs out', async ({ page }) => {
  const customer = newCustomer();
  await page.goto('/register');
  await expectAccessible(page);
  // Name, e-mail and one password: the rest is optional.
  await page.getByLabel(/^First name/).fill('Erin');
  await page.getByLabel(/^Last name/).fill('Tester');
  await page.getByLabel(/^E-mail address/).fill(customer.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard-client$/);
  await expect(page.getByText(/^Welcome, Erin! Your account is ready/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /my account/i })).toHaveAttribute(
    'href',
    '/dashboard-client',
  );
  await expectAccessible(page);

  await logOutFromDashboard(page);
  await page.goto('/dashboard-client');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a customer logs in to the client dashboard and is kept out of the back-office', async ({
  page,
  request,
}) => {
  const customer = await registerThroughApi(request);
  await logIn(page, customer.email, 'not the password at all');
  await expect(page.getByRole('alert')).toContainText(
    'These credentials do not match our records.',
  );

  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard-client$/);
  await expectAccessible(page);

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/403$/);
  const api = await page.request.get('/api/checkingAuthenticated');
  expect(api.status()).toBe(200);
});

test('staff log in to the admin dashboard', async ({ page }) => {
  await logIn(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('a forgotten password is reset through the e-mailed link, once', async ({ page, request }) => {
  const customer = await registerThroughApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: /Lost your password/ }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel(/^Email address/).fill(customer.email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByText(/If an account exists for that e-mail/)).toBeVisible();
  await expectAccessible(page);

  const link = (await lastMailTo(customer.email)).match(
    /https?:\/\/\S+\/reset-password\?token=[\w-]+/,
  )?.[0];
  expect(link).toBeDefined();
  const { pathname, search } = new URL(link!);
  const newPassword = 'violet harbour sings 8812 twice';
  await page.goto(pathname + search);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: /password/i }).click();
  await expect(page.getByText(/signed out everywhere/)).toBeVisible();
  await expectAccessible(page);

  await logIn(page, customer.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard-client$/);

  const again = await request.post('/api/reset-password', {
    data: {
      token: new URL(link!).searchParams.get('token'),
      password: 'another fine passphrase 77',
    },
  });
  expect(again.status()).toBe(422);
});
