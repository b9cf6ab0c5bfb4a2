import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pdf } from './artwork-files';
import {
  addFromProductPage,
  expectAccessible,
  lastMailContaining,
  PASSWORD,
  screenshot,
  untilHydrated,
} from './support';

/** A printed product of the demo catalogue, so the order takes a print file. */
const BANNER = { slug: 'fabric-banner-for-mlb-85x200', name: 'Fabric Banner for MLB 85 × 200 cm' };

test('a guest buys without an account, uploads artwork from the e-mail’s link, then sets a password and finds the order in the account', async ({
  browser,
  page,
}, testInfo) => {
  const email = `guest.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

  // Buying: the cart, then checkout without an account.
  await addFromProductPage(page, BANNER.slug);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Billing details' })).toBeVisible();
  await expect(page.getByText('No account needed.')).toBeVisible();
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel(/^First name/).fill('Gina');
  await page.getByLabel(/^Last name/).fill('Guest');
  await page.getByRole('button', { name: /^Country \/ Region/ }).click();
  await page.getByRole('combobox', { name: 'Search countries' }).fill('united st');
  await page.keyboard.press('Enter');
  await page.getByLabel(/^Street address/).fill('10 Peachtree St');
  await page.getByLabel(/^Town \/ City/).fill('Atlanta');
  await page.getByLabel(/^State/).selectOption('GA');
  await page.getByLabel(/^ZIP code/).fill('30303');
  await page.getByLabel(/^Phone/).fill('+1 404-555-0142');
  await page.getByLabel(/I have read and agree/).check();
  await expect(page.getByText('Shipping (Ground)')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'guest-1-checkout');

  await page.getByRole('button', { name: /Pay now/ }).click();
  await page
    .getByRole('dialog', { name: 'Pay for your order' })
    .getByRole('button', { name: 'Test payment — no money is taken' })
    .click();
  await expect(page.getByRole('heading', { name: 'Order complete' })).toBeVisible();
  const trackingNo = (await page.getByTestId('order-number').textContent())!.trim();
  await expect(
    page.getByRole('region', { name: 'Save your details: choose a password' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your artwork' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'guest-2-order-complete');

  // Later, elsewhere: the confirmation's private link opens the order, no account, no cookie.
  const mail = await lastMailContaining(email);
  expect(mail).toContain(trackingNo);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/order\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, mail).toBeDefined();
  const elsewhere = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: testInfo.project.name === 'phone',
  });
  const folder = mkdtempSync(join(tmpdir(), 'backlit-guest-'));
  try {
    const guest = await elsewhere.newPage();
    await guest.goto(new URL(link!).pathname);
    await untilHydrated(guest);
    await expect(
      guest.getByRole('heading', { level: 1, name: `Your order ${trackingNo}` }),
    ).toBeVisible();
    await expect(guest.getByText(/This page is private to you/)).toBeVisible();
    const line = guest.getByRole('region', { name: 'Your artwork' }).getByTestId('artwork-line');
    await expect(line).toContainText(`1 × ${BANNER.name}`);
    await expect(line).toContainText('Awaiting file');
    await expectAccessible(guest);
    await screenshot(guest, testInfo, 'guest-3-order-page-from-email');

    const file = join(folder, 'banner-final.pdf');
    writeFileSync(file, pdf());
    await line.locator('input[type=file]').setInputFiles(file);
    await expect(line).toContainText('Ready for review', { timeout: 60_000 });
    await expect(line).toContainText('banner-final.pdf');
    await expect(line.getByRole('img', { name: /Proof of banner-final.pdf/ })).toBeVisible();
    await expectAccessible(guest);
    await screenshot(guest, testInfo, 'guest-4-artwork-uploaded');

    // Save your details: a password, and the order is in the account.
    const save = guest.getByRole('region', { name: 'Save your details: choose a password' });
    await save.getByLabel(/^Choose a password/).fill(PASSWORD);
    await save.getByRole('button', { name: 'Show password' }).click();
    await expect(save.getByLabel(/^Choose a password/)).toHaveAttribute('type', 'text');
    await screenshot(guest, testInfo, 'guest-5-save-details');
    await save.getByRole('button', { name: 'Save my details' }).click();
    await expect(guest).toHaveURL(/\/dashboard-client\/orders\/\d+$/);
    await expect(guest.getByText(/^Welcome, Gina! Your account is ready/)).toBeVisible();
    await expect(
      guest.getByRole('heading', { name: new RegExp(`Order ${trackingNo}`) }),
    ).toBeVisible();
    await expect(guest.getByTestId('artwork-line')).toContainText('banner-final.pdf');
    await expectAccessible(guest);
    await screenshot(guest, testInfo, 'guest-6-order-in-account');

    await guest.goto('/dashboard-client/orders');
    await expect(guest.getByRole('row', { name: new RegExp(trackingNo) })).toBeVisible();
    // The address given at checkout is the account's first address-book entry.
    await guest.goto('/dashboard-client/addresses');
    await expect(guest.getByText('10 Peachtree St')).toBeVisible();
    await expectAccessible(guest);
    await screenshot(guest, testInfo, 'guest-7-address-book');
  } finally {
    await elsewhere.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
