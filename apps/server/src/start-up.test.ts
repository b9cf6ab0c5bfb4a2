import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE } from '@backlit/domain';
import type { App } from './app';
import { loadConfig } from './config';
import { categories, products, users } from './db/schema';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo/catalog/demo-catalog';
import { prepareShop } from './start-up';
import { makeTempDir, writeFakeWebBuild } from './test/app';
import { createThrowawayDatabase } from './test/db';

/** Several instances of the shop starting at the same moment on one new PostgreSQL database. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('three instances starting at once', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function startThree(env: Record<string, string>) {
    const { url, drop } = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!);
    cleanups.push(drop);
    const printed: string[] = [];
    const starts = Array.from({ length: 3 }, async () => {
      const temp = await makeTempDir();
      cleanups.push(temp.remove);
      await writeFakeWebBuild(`${temp.dir}/web`);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: temp.dir,
        DATABASE_URL: url,
        ...env,
      });
      const app = await prepareShop(
        { ...config, webDir: `${temp.dir}/web` },
        (text) => printed.push(text),
        { pictureSize: 64 },
      );
      cleanups.push(() => app.close());
      return app;
    });
    const apps: App[] = await Promise.all(starts);
    return { apps, printed };
  }

  it(
    'migrate, make one staff account and seed the demo catalogue once',
    { timeout: 120_000 },
    async () => {
      const { apps, printed } = await startThree({ SEED_DEMO: 'true' });
      const db = apps[0]!.db;
      const staff = await db.select().from(users).where(eq(users.roleAs, ROLE.admin));
      expect(staff).toHaveLength(1);
      expect(printed.filter((text) => text.includes('A staff account was created'))).toHaveLength(
        1,
      );
      expect(await db.$count(categories)).toBe(DEMO_CATEGORIES.length);
      expect(await db.$count(products)).toBe(DEMO_PRODUCTS.length);
      for (const app of apps) {
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
      }
    },
  );

  it('create the configured staff account once', { timeout: 60_000 }, async () => {
    const { apps } = await startThree({
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a long and rare staff passphrase',
    });
    const rows = await apps[0]!.db.select().from(users);
    expect(rows.map((row) => [row.email, row.roleAs])).toEqual([['owner@example.com', ROLE.admin]]);
  });
});
