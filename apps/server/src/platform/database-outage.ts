import { setTimeout as sleep } from 'node:timers/promises';
import { SHOP_BUSY_MESSAGE } from '@backlit/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { databaseFault } from '../db/database-fault';
import { databaseAnswers } from '../db/ping';
import { AppError } from './errors';

/** How often an outage checks whether the database is back: recovery waits at most this long. */
const PROBE_INTERVAL_MS = 250;
const PROBE_TIMEOUT_MS = 1000;

/**
 * Whether the database is known to be unreachable. A request that fails for want of a
 * connection starts an outage; from then on requests that need the database are answered 503 at
 * once rather than each queueing for a connection that will not come (with the database silent
 * rather than refusing, each would wait out the connect timeout, and twenty clients would queue
 * behind the pool's ten connections). Meanwhile a probe asks the database a trivial question
 * several times a second, and the first answer ends the outage: no restart, nothing kept from it.
 */
export class DatabaseOutage {
  private startedAt: number | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  get active(): boolean {
    return this.startedAt !== undefined;
  }

  begin(): void {
    if (this.active || this.stopped) return;
    this.startedAt = performance.now();
    this.log.error('the database is unreachable: answering 503 until it is back');
    void this.probeUntilBack();
  }

  /** For shutdown: no more probes. */
  stop(): void {
    this.stopped = true;
  }

  private async probeUntilBack(): Promise<void> {
    while (!this.stopped) {
      if (await databaseAnswers(this.db, PROBE_TIMEOUT_MS)) {
        const seconds = ((performance.now() - (this.startedAt ?? 0)) / 1000).toFixed(1);
        this.log.info(`the database is back after ${seconds} s`);
        this.startedAt = undefined;
        return;
      }
      // Unreferenced: a pending probe must not keep a stopping process alive.
      await sleep(PROBE_INTERVAL_MS, undefined, { ref: false });
    }
  }
}

/** The API needs the database; the health check asks it itself; pages and files do not. */
function needsDatabase(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return path.startsWith('/api/') && path !== '/api/health';
}

/** Watches every failed request for a lost database, and turns requests away during an outage. */
export function registerDatabaseOutage(app: FastifyInstance, db: Database): void {
  const outage = new DatabaseOutage(db, app.log);
  app.addHook('onRequest', async (request) => {
    if (outage.active && needsDatabase(request)) {
      throw new AppError('SERVICE_UNAVAILABLE', SHOP_BUSY_MESSAGE);
    }
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (databaseFault(error)?.kind === 'unreachable') outage.begin();
  });
  app.addHook('onClose', async () => outage.stop());
}
