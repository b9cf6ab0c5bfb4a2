import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAFF } from './staff';

/**
 * A fresh data folder for one of the shops, named by `variable`. Workers re-evaluate this file:
 * the first evaluation (the runner) creates the folder and hands it on through the environment, so
 * specs can read the server's mail outbox. The runner also removes it when it exits, after
 * stopping the servers: each run's databases and uploads come to some 40 MB.
 */
function dataFolder(variable: string, prefix: string): string {
  const handedOn = process.env[variable];
  if (handedOn) return handedOn;
  const created = mkdtempSync(join(tmpdir(), prefix));
  process.env[variable] = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  return created;
}

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = dataFolder('E2E_DATA_DIR', 'backlit-e2e-');
const paypalDataDir = dataFolder('E2E_PAYPAL_DATA_DIR', 'backlit-e2e-paypal-');
const taxDataDir = dataFolder('E2E_TAX_DATA_DIR', 'backlit-e2e-tax-');
// A second shop that takes payments through PayPal, pointed at a PayPal-shaped fake whose stub
// JS SDK renders the buttons (e2e/paypal.spec.ts).
export const PAYPAL_SHOP_PORT = port + 1;
// A third shop whose sales-tax table a journey switches on (e2e/reviews-tax.spec.ts): the other
// journeys bill to Ontario and Georgia and expect no tax.
export const TAX_SHOP_PORT = port + 2;
const fakePayPalPort = port + 99;
/** Journeys that change what every page shows; they run after all the others. */
const SHARED_STATE = /home-editor\.spec\.ts$/;

// Debian's chromium, never a downloaded browser (the machine has no network but the registries).
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  // The journeys run a dozen pages with an axe scan each on a 2-core machine: a busy run needs
  // more than a minute for the longest.
  timeout: 120_000,
  // A page of the account or back-office loads and runs its code before it shows anything. On a
  // busy run that has taken over the five seconds an expectation waits by default.
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (a screenshot stream and DOM snapshots) doubled every journey's time on a
    // 2-core machine: CI records it for a journey's second try only, which is what it keeps.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testIgnore: SHARED_STATE,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      // What a shopper does on a phone: browse, read, fill a cart, pay, keep an account. HTTP-level
      // checks, the bundle budget and the staff's journeys through screens that screens.spec.ts
      // already checks at a phone's width (back-office lists, order handling, artwork approval,
      // tax and reviews) run once, at the desktop's, as does the e-mail check, which sets its own
      // widths. The shipping editor's forms stay on both.
      testIgnore: [
        /(api|bundle|backoffice|categories|order-lifecycle|artwork|reviews-tax|mail)\.spec\.ts$/,
        SHARED_STATE,
      ],
    },
    {
      // Journeys that change what every page shows (the home page's hero), after all the others,
      // so no other journey meets the change half-way. Being their dependant, it runs them all:
      // to run one other journey alone, name its project (`--project=desktop`).
      name: 'shared-state',
      testMatch: SHARED_STATE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: [
    {
      // The built app on a fresh embedded database, as `npm start` runs it.
      command: 'node apps/server/dist/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The browser and registerThroughApi connect from loopback, which is trusted as a proxy,
        // so the X-Forwarded-For registerThroughApi sends gives each simulated customer an
        // address of their own.
        TRUST_PROXY: 'loopback',
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
      },
    },
    {
      command: 'node --import tsx e2e/fake-paypal-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${fakePayPalPort}/sdk/js`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_PAYPAL_PORT: String(fakePayPalPort) },
    },
    {
      command: 'node apps/server/dist/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${PAYPAL_SHOP_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PAYPAL_SHOP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: paypalDataDir,
        LOG_LEVEL: 'warn',
        // The browser and registerThroughApi connect from loopback, which is trusted as a proxy,
        // so the X-Forwarded-For registerThroughApi sends gives each simulated customer an
        // address of their own.
        TRUST_PROXY: 'loopback',
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
        PAYMENT_PROVIDER: 'paypal',
        PAYPAL_CLIENT_ID: 'fake-client-id',
        PAYPAL_CLIENT_SECRET: 'fake-client-secret',
        PAYPAL_API_BASE: `http://127.0.0.1:${fakePayPalPort}`,
        PAYPAL_SDK_URL: `http://127.0.0.1:${fakePayPalPort}/sdk/js`,
      },
    },
    {
      command: 'node apps/server/dist/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${TAX_SHOP_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(TAX_SHOP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: taxDataDir,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'loopback',
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
      },
    },
  ],
});
