import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SHOP_INFO, type ShopInfo } from '@backlit/domain';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, outboxDir } from './mailer';

describe('the default outbox', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'backlit-mailer-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('lists overlapping sends in the order they were asked for, however long each takes', async () => {
    // The first send's shop lookup answers last, as a slow database read would.
    const delays = [60, 0];
    const shop = {
      get: () => {
        const delay = delays.shift() ?? 0;
        return new Promise<ShopInfo>((resolve) =>
          setTimeout(() => resolve(DEFAULT_SHOP_INFO), delay),
        );
      },
    };
    const mailer = createMailer({ dataDir, smtpUrl: undefined }, Fastify().log, shop);
    const message = { to: 'ada@example.com', html: '<p>x</p>' };
    await Promise.all([
      mailer.send({ ...message, subject: 'first link', text: 'first' }),
      mailer.send({ ...message, subject: 'second link', text: 'second' }),
    ]);
    mailer.close();

    const files = (await readdir(outboxDir(dataDir))).sort();
    const newest = await readFile(path.join(outboxDir(dataDir), files.at(-1)!), 'utf8');
    expect(files).toHaveLength(2);
    expect(newest).toContain('Subject: second link');
  });
});
