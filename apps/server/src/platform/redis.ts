import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A connection to the Redis of REDIS_URL, tuned for counters that sit in the path of a request:
 * a command fails at once while the connection is down (no queue of commands waiting for it)
 * or after one retry, so a request never hangs on Redis; the limits fall back to this
 * process's own counts meanwhile (see limiter.ts). It reconnects by itself.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  watch(redis, log, 'Redis');
  return redis;
}

/** Logs a lost connection once, and its return, instead of every failed reconnection. */
export function watch(redis: Redis, log: FastifyBaseLogger, what: string): void {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, `${what} unreachable: falling back to this instance's own state`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`${what} reachable again`);
  });
}

/** Closes the connection, politely if it can. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
