import { buildApp, type App } from './app';
import type { Config } from './config';
import { createDatabase } from './db/client';
import { ensureAdmin, reportAdminBootstrap } from './modules/auth';
import { seedDemoCatalog } from './seed-demo-catalog';
import type { DemoCatalogOptions } from './demo/fill-demo-catalog';

/**
 * Opens the database and builds the shop, ready to listen: migrations, the staff account and
 * the demo catalogue, all while holding the database's start-up lock, so that several instances
 * started at once do this one after the other and each finds the work of the one before done.
 * `print` receives what the operator must read once (a generated staff password).
 */
export async function prepareShop(
  config: Config,
  print: (text: string) => void,
  demo: DemoCatalogOptions = {},
): Promise<App> {
  const database = await createDatabase(config);
  let app: App | undefined;
  try {
    return await database.startUpAlone(async () => {
      await database.migrate(config.migrationsDir);
      app = await buildApp(config, database);
      reportAdminBootstrap(await ensureAdmin(app.db, config), app.log, print);
      const seedStarted = performance.now();
      if ((await seedDemoCatalog(app.db, app.images, config, demo)) === 'seeded') {
        const seconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
        app.log.info(`Demo catalogue: added the demo categories and products in ${seconds} s`);
      }
      return app;
    });
  } catch (error) {
    // The app owns the database once built; before that, it is closed here.
    await (app ? app.close() : database.close());
    throw error;
  }
}
