import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { FileStore } from '@tus/file-store';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/app';
import { FileStoreInMadeFolder } from './artwork-uploads';

describe('the store of uploads under way', () => {
  const removals: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const remove of removals.splice(0)) await remove();
  });

  async function folderLeftBy(Store: typeof FileStore) {
    const temp = await makeTempDir();
    removals.push(temp.remove);
    const directory = path.join(temp.dir, 'uploads-in-progress');
    new Store({ directory });
    await sleep(100);
    return existsSync(directory);
  }

  // tus's own store makes its folder from its constructor, where an error cannot be caught.
  it('leaves the folder to the shop, which makes it before the store and awaits it', async () => {
    expect(await folderLeftBy(FileStore)).toBe(true);
    expect(await folderLeftBy(FileStoreInMadeFolder)).toBe(false);
  });
});
