import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { FileStore } from '@tus/file-store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTempDir } from '../../test/app';
import { FileStoreInMadeFolder } from './artwork-uploads';

describe('the store of uploads under way', () => {
  const removals: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const remove of removals.splice(0)) await remove();
  });

  async function folderInTempDir() {
    const temp = await makeTempDir();
    removals.push(temp.remove);
    return path.join(temp.dir, 'uploads-in-progress');
  }

  // tus's own store makes its folder from its constructor, where an error cannot be caught.
  it('leaves the folder to the shop, which makes it before the store and awaits it', async () => {
    const ours = await folderInTempDir();
    const theirs = await folderInTempDir();
    new FileStoreInMadeFolder({ directory: ours });
    new FileStore({ directory: theirs });
    // A busy machine takes its time over tus's folder; ours, asked for first, would be made by
    // then (and a moment later) if the shop's store made one too.
    await vi.waitFor(() => expect(existsSync(theirs)).toBe(true), { timeout: 10_000 });
    await sleep(100);
    expect(existsSync(ours)).toBe(false);
  });
});
