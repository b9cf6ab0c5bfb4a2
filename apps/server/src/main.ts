import type { App } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { prepareShop } from './start-up';

/** After SIGTERM/SIGINT the process is gone within this, finished or not. */
const SHUTDOWN_GRACE_MS = 10_000;
/** The part of it spent serving what already arrived before closing (see connection-drain.ts). */
const DRAIN_MAX_MS = 5_000;

async function start(): Promise<void> {
  const config = readConfig();
  const app = await prepareShop(config, (text) => console.log(text));
  closeOnSignals(app);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal(listenFailure(error, config));
    await app.close();
    process.exit(1);
  }
  app.log.info(
    `Backlit Shop is open at ${config.publicUrl} (database: ${config.databaseUrl ? 'postgres' : 'pglite'})`,
  );
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function listenFailure(error: unknown, config: Config): string {
  const code = (error as NodeJS.ErrnoException).code;
  const address = `${config.host}:${config.port}`;
  if (code === 'EADDRINUSE')
    return `Cannot listen on ${address}: something else is using it (set PORT).`;
  if (code === 'EACCES')
    return `Cannot listen on ${address}: permission denied (try a port above 1024).`;
  return `Cannot listen on ${address}: ${String(error)}`;
}

/**
 * First signal: serve what has arrived while telling clients to stop reusing their connections,
 * then stop listening, let in-flight requests finish, close the database, exit 0 — or exit 1 if
 * that takes too long. A second signal means "now".
 */
function closeOnSignals(app: App): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, then stopping`);
    setTimeout(() => {
      app.log.error(`still busy after ${SHUTDOWN_GRACE_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app
      .drainRequests(DRAIN_MAX_MS)
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

start().catch((error: unknown) => {
  console.error('Backlit Shop failed to start:', error);
  process.exit(1);
});
