import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { buildTestApp } from '../../../test/app';
import { makeInflatingPdf } from '../artwork.fixtures';
import { preflightChecker } from './preflight.fixtures';

/**
 * Hostile files end in a refusal without taking the server's memory or its answers with them.
 * Each inflates gigabytes until a limit stops it: seconds of both cores, so `npm run test:slow`
 * runs this file, not `npm test`.
 */

const check = preflightChecker();

describe('a hostile file', { timeout: 60_000 }, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  it('is refused while the server keeps answering, its memory within 300 MB of where it was', async () => {
    const bomb = makeInflatingPdf(4096);
    // Warmed up first: the first answer of a new app includes its database's first query.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const before = process.memoryUsage.rss();
    let peak = before;
    const healthTimes: number[] = [];
    let checking = true;
    const checked = check('bomb.pdf', bomb, { memoryMb: 512, timeoutMs: 15_000 }).finally(() => {
      checking = false;
    });
    while (checking) {
      const started = performance.now();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      healthTimes.push(performance.now() - started);
      peak = Math.max(peak, process.memoryUsage.rss());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const outcome = await checked;
    expect(outcome.ok).toBe(false);
    expect(healthTimes.length).toBeGreaterThan(3);
    // Well inside the one second a load balancer's probe allows, on a busy shared machine too.
    expect(Math.max(...healthTimes)).toBeLessThan(1000);
    expect(peak - before).toBeLessThan(300 * 1024 * 1024);
  }, 90_000);

  it('is stopped at the time limit', async () => {
    const outcome = await check('slow.pdf', makeInflatingPdf(1024), {
      memoryMb: 4096,
      timeoutMs: 1500,
    });
    expect(outcome).toMatchObject({ ok: false, cause: 'time' });
  });

  it('is stopped at the memory limit', async () => {
    const outcome = await check('big.pdf', makeInflatingPdf(1024), {
      memoryMb: 200,
      timeoutMs: 60_000,
    });
    expect(outcome).toMatchObject({ ok: false, cause: 'memory' });
    expect(outcome.peakMb).toBeLessThan(400);
  });
});
