import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAFF } from './staff';

/**
 * Waits for the page's finite animations to end (a dialog fades in, a drawer slides in). axe reads
 * colours with the opacity of the moment, so a scan that starts mid-fade, as it may on a loaded
 * machine, reports the dialog's lighter text as too faint. Endless ones (spinners) never end.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // A cancelled animation rejects `finished`; it is settled all the same. One that never
    // advances (a page the browser stopped painting) would hold the scan for ever: a fade is
    // over in well under three seconds.
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
}

/**
 * Runs `work` with the page asking for reduced motion, as the person's own setting would. A fade
 * that starts after the wait above (a toast timing out while axe reads the page) then happens at
 * once instead of being caught half-transparent and reported as faint text.
 */
async function whileMotionReduced<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (reduced) return work();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await work();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * Fails on any serious or critical axe violation of the page at rest. axe runs in the page itself
 * (its legacy mode): some 1.1–1.6 s a scan where merging per-frame runs in a fresh blank page
 * takes 2–3.5 s, which over the suite's couple of hundred scans was minutes of every run. That mode
 * cannot reach into a frame of another origin (PayPal's buttons), so a page with one is scanned
 * the slower way.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await whileMotionReduced(page, async () => {
    await animationsSettled(page);
    const origin = new URL(page.url()).origin;
    const foreignFrame = page
      .frames()
      .some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
    return new AxeBuilder({ page })
      .setLegacyMode(!foreignFrame)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .options({ resultTypes: ['violations'] })
      .analyze();
  });
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

export const PASSWORD = 'copper lantern drifts north 47';

export function newCustomer() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `e2e_${id}`, email: `e2e.${id}@example.com` };
}

/** The Authorization header of an account signed in through the API, for set-up steps. */
export async function bearerFor(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<{ authorization: string }> {
  const login = await request.post('/api/login', { data: credentials });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

/**
 * Staff switch sales tax on in the shop that collects it: Ontario's HST at 13 % with shipping
 * taxed, Georgia at 4 % without.
 */
export async function collectOntarioAndGeorgiaTax(
  request: APIRequestContext,
  staff: { authorization: string },
): Promise<void> {
  const table = await request.put('/api/admin/settings/tax', {
    headers: staff,
    data: {
      regions: [
        {
          country: 'CA',
          region: 'ON',
          collect: true,
          shipping_taxable: true,
          components: [{ name: 'HST', rate: '13' }],
        },
        {
          country: 'US',
          region: 'GA',
          collect: true,
          shipping_taxable: false,
          components: [{ name: 'Sales tax', rate: '4' }],
        },
      ],
    },
  });
  expect(table.status(), await table.text()).toBe(200);
}

/**
 * Registers through the API, as a set-up step for journeys that start signed out. Each customer
 * comes from their own address, as real ones do (the e2e shops trust X-Forwarded-For): the shop
 * allows 10 sign-ups an hour from one address, fewer than the suite makes.
 */
export async function registerThroughApi(request: APIRequestContext) {
  const customer = newCustomer();
  const response = await request.post('/api/register', {
    headers: { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
    data: {
      ...customer,
      password: PASSWORD,
      firstname: 'Erin',
      lastname: 'Tester',
      phone: '+1 404-555-0199',
      address: '10 Peachtree St',
      city: 'Atlanta',
      codepostal: '30303',
      country: 'US',
    },
  });
  expect(response.status()).toBe(200);
  return customer;
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * The newest e-mail in an e2e shop's outbox (`dataDir`/mail, the main shop's by default) whose raw text contains `text`
 * (a recipient, a subject…), decoded from quoted-printable; waits for it to arrive.
 */
export async function lastMailContaining(
  text: string,
  dataDir = process.env.E2E_DATA_DIR!,
): Promise<string> {
  const outbox = join(dataDir, 'mail');
  // Bytes in, UTF-8 text out: quoted-printable encodes each byte of a character separately.
  const decode = (raw: string) =>
    Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  let found: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(outbox)) return 0;
      const mails = readdirSync(outbox, { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.eml'))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((entry) => decode(readFileSync(join(outbox, entry.name), 'latin1')))
        .filter((mail) => mail.includes(text));
      found = mails.at(-1);
      return mails.length;
    })
    .toBeGreaterThan(0);
  return found!;
}

/**
 * Waits until React has taken a server-rendered page over. The HTML shows at once, but a click
 * made while the page's code is still loading does nothing, so tests that act right after a
 * navigation wait for this first (a browser-rendered page passes at once).
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const rendered = document.querySelector('#root > *');
    return rendered !== null && Object.keys(rendered).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Opens a page of the account's menu: beside the page on a wide screen, one line that opens over
 * the page on a phone.
 */
export async function openAccountPage(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'My account' });
  await menu.waitFor();
  const compact = menu.getByRole('button', { name: /^My account:/ });
  if (await compact.isVisible()) {
    await compact.click();
    await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
  } else {
    await menu.getByRole('link', { name, exact: true }).click();
  }
}

/** A new customer, registered through the API and signed in through the login form. */
export async function signedInCustomer(page: Page, request: APIRequestContext) {
  const customer = await registerThroughApi(request);
  await logIn(page, customer.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard-client$/);
  return customer;
}

/**
 * Adds `qty` of the product from its page, as a shopper does, and waits for the shop to say so
 * in the cart panel that opens; then closes the panel.
 */
export async function addFromProductPage(page: Page, slug: string, qty = 1): Promise<void> {
  await page.goto(`/product/${slug}`);
  // A click before the server-rendered page hydrates would do nothing.
  await untilHydrated(page);
  const more = page.getByRole('button', { name: 'Increase quantity' }).first();
  for (let i = 1; i < qty; i++) await more.click();
  await page
    .getByRole('button', { name: /Add to cart/ })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel.getByText('Product added to cart successfully!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** Every console warning and error and every uncaught exception while the page runs. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * A full-page screenshot to look at, taken once: written to `screenshots/<project>-<name>.png` in
 * the run's output folder and attached to the test's report. axe and scrolling leave the page
 * scrolled, and a full-page shot would then paint the sticky header half-way down, so the page
 * goes back to its top and waits for its fonts and a frame first.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await new Promise(requestAnimationFrame);
  });
  const body = await page.screenshot({ fullPage: true, animations: 'disabled' });
  const file = `${testInfo.project.name}-${name}.png`;
  const dir = join(testInfo.project.outputDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), body);
  await testInfo.attach(file, { body, contentType: 'image/png' });
}

/** The page and every table in it are no wider than the space they are shown in. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflowing = await page.evaluate(() => {
    const wide = (element: Element) => element.scrollWidth > element.clientWidth;
    const found: string[] = [];
    if (wide(document.documentElement)) {
      found.push(
        `page: ${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth}`,
      );
    }
    document.querySelectorAll('table').forEach((table, index) => {
      // A table scrolls inside its own box when it is wider than that box.
      const box = table.parentElement!;
      if (wide(box) || wide(table)) {
        const name = table.querySelector('caption')?.textContent ?? `table ${index + 1}`;
        found.push(`${name}: ${box.scrollWidth} > ${box.clientWidth}`);
      }
    });
    return found;
  });
  expect.soft(overflowing, `sideways scroll on ${page.url()}`).toEqual([]);
}
