import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import {
  bearer,
  loginRequest,
  OTHER_STRONG_PASSWORD,
  registerCustomer,
  signIn,
  STRONG_PASSWORD,
} from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { ADMIN_CREDENTIALS_FILE, ensureAdmin, reportAdminBootstrap } from './admin-bootstrap';

const userByEmail = async (app: App, email: string) =>
  (await app.db.select().from(users).where(eq(users.email, email)))[0];

describe('ensureAdmin with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const configured = (email: string, password: string) =>
    ensureAdmin(app.db, { ...app.config, admin: { email, password } });

  it('creates that staff account, with a username from the e-mail', async () => {
    await registerCustomer(app, { username: 'boss' });
    expect(await configured('Boss@Shop.test', STRONG_PASSWORD)).toEqual({
      kind: 'configured',
      email: 'boss@shop.test',
      action: 'created',
      weak: false,
    });
    const row = await userByEmail(app, 'boss@shop.test');
    expect(row).toMatchObject({
      roleAs: 1,
      username: 'boss2',
      firstName: 'Shop',
      lastName: 'Admin',
      country: 'US',
      city: 'Atlanta',
      postcode: '30318',
      phone: app.config.shop.phone,
    });
    expect((await signIn(app, 'boss@shop.test', STRONG_PASSWORD)).role_as).toBe(1);
  });

  it('leaves it alone when nothing changed, keeping its sessions', async () => {
    await configured('keep@shop.test', STRONG_PASSWORD);
    const session = await signIn(app, 'keep@shop.test', STRONG_PASSWORD);
    expect(await configured('keep@shop.test', STRONG_PASSWORD)).toMatchObject({
      action: 'unchanged',
    });
    const check = await app.inject({
      method: 'GET',
      url: '/api/checkingAuthenticated',
      headers: bearer(session.token),
    });
    expect(check.statusCode).toBe(200);
  });

  it('resets the password (signing out its sessions) and the role', async () => {
    await configured('reset@shop.test', STRONG_PASSWORD);
    const session = await signIn(app, 'reset@shop.test', STRONG_PASSWORD);
    await app.db.update(users).set({ roleAs: 0 }).where(eq(users.email, 'reset@shop.test'));

    expect(await configured('reset@shop.test', OTHER_STRONG_PASSWORD)).toMatchObject({
      action: 'updated',
    });
    expect((await userByEmail(app, 'reset@shop.test'))?.roleAs).toBe(1);
    const check = await app.inject({
      method: 'GET',
      url: '/api/checkingAuthenticated',
      headers: bearer(session.token),
    });
    expect(check.statusCode).toBe(401);
    expect(
      (await loginRequest(app, { email: 'reset@shop.test', password: STRONG_PASSWORD })).statusCode,
    ).toBe(401);
    await signIn(app, 'reset@shop.test', OTHER_STRONG_PASSWORD);
  });

  it('makes an existing customer with that e-mail staff', async () => {
    const customer = await registerCustomer(app);
    await configured(customer.email, STRONG_PASSWORD);
    expect((await userByEmail(app, customer.email))?.roleAs).toBe(1);
  });

  it('warns about an easily guessed password', async () => {
    const result = await configured('weak@shop.test', 'password1');
    expect(result).toMatchObject({ kind: 'configured', weak: true });
    const warn = vi.spyOn(app.log, 'warn');
    reportAdminBootstrap(result, app.log, () => {});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ADMIN_PASSWORD is easy to guess'));
  });
});

describe('ensureAdmin on a database without staff', () => {
  it('generates a password, writes it to a file only the owner can read, and hands it over once', async () => {
    const app = await buildTestApp();
    try {
      const result = await ensureAdmin(app.db, app.config);
      if (result.kind !== 'generated') throw new Error(`expected generated, got ${result.kind}`);
      expect(result.email).toBe('admin@backlitshop.com');
      expect(result.password.length).toBeGreaterThanOrEqual(24);
      expect(result.file).toBe(path.join(app.config.dataDir, ADMIN_CREDENTIALS_FILE));

      expect((await stat(result.file)).mode & 0o777).toBe(0o600);
      const text = await readFile(result.file, 'utf8');
      expect(text).toContain(`E-mail:   ${result.email}`);
      expect(text).toContain(`Password: ${result.password}`);
      expect(text).toMatch(/delete this file/);

      const signedIn = await signIn(app, result.email, result.password);
      expect(signedIn.role_as).toBe(1);

      const printed: string[] = [];
      reportAdminBootstrap(result, app.log, (line) => printed.push(line));
      expect(printed).toHaveLength(1);
      expect(printed[0]).toContain(result.email);
      expect(printed[0]).toContain(result.password);
      expect(printed[0]).toContain(result.file);

      // Next start: there is an admin, so nothing is generated, written or printed.
      await rm(result.file);
      expect(await ensureAdmin(app.db, app.config)).toEqual({ kind: 'admin-exists' });
      await expect(stat(result.file)).rejects.toThrow();
    } finally {
      await app.close();
    }
  });

  it('tightens the mode of a credentials file left over from before', async () => {
    const app = await buildTestApp();
    try {
      const file = path.join(app.config.dataDir, ADMIN_CREDENTIALS_FILE);
      await writeFile(file, 'old', { mode: 0o644 });
      const result = await ensureAdmin(app.db, app.config);
      expect(result.kind).toBe('generated');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await app.close();
    }
  });

  it('does not take over a customer who has the admin address; it says what to do', async () => {
    const app = await buildTestApp();
    try {
      await registerCustomer(app, { email: 'admin@backlitshop.com' });
      const result = await ensureAdmin(app.db, app.config);
      expect(result).toEqual({ kind: 'address-taken', email: 'admin@backlitshop.com' });
      expect((await userByEmail(app, 'admin@backlitshop.com'))?.roleAs).toBe(0);
      const warn = vi.spyOn(app.log, 'warn');
      reportAdminBootstrap(result, app.log, () => {});
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ADMIN_EMAIL and ADMIN_PASSWORD'));
    } finally {
      await app.close();
    }
  });
});
