import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { rawQuery } from '../../db/raw-query';
import { buildTestApp } from '../../test/app';
import { HeldRead } from '../../test/held-read';
import { CatalogDirectory } from './catalog-directory';
import { CatalogRepository } from './catalog.repository';

/**
 * The categories with their product counts that every list reads: kept until a write clears
 * them, and loaded again after their lifetime without holding the requests that need them.
 */
let app: App;
let repository: CatalogRepository;
let query: ReturnType<typeof rawQuery>;
let categoryId: number;

beforeAll(async () => {
  app = await buildTestApp();
  repository = new CatalogRepository(app.db);
  query = rawQuery(app.db);
  const { rows } = await query(
    `insert into categories (name) values ('Directory Frames') returning id`,
  );
  categoryId = (rows as { id: number }[])[0]!.id;
});
afterAll(() => app.close());

async function addProduct(n: number) {
  await query(
    `insert into products (name, slug, sku, category_id, price_cents)
     values ($1, $2, $3, $4, 1000)`,
    [`Directory ${n}`, `directory-${n}`, `DIRECTORY-${n}`, categoryId],
  );
}

const count = async (directory: CatalogDirectory) =>
  (await directory.get()).scope('DirectoryFrames', undefined).total;

describe('CatalogDirectory', () => {
  it('keeps the counts until a write clears them', async () => {
    const directory = new CatalogDirectory(repository);
    const before = await count(directory);
    await addProduct(1);
    expect(await count(directory)).toBe(before);
    directory.clear();
    expect(await count(directory)).toBe(before + 1);
  });

  it('answers with the counts it has while it loads them again after their lifetime', async () => {
    let now = 0;
    const held = new HeldRead(2);
    const directory = new CatalogDirectory(
      {
        categoryCounts: held.wrap(() => repository.categoryCounts()),
        subCategoryCounts: () => repository.subCategoryCounts(),
      },
      { ttlMs: 10_000, now: () => now },
    );
    const before = await count(directory);
    await addProduct(2);
    now = 10_000;
    expect(await count(directory)).toBe(before);
    expect(await count(directory)).toBe(before);
    expect(held.started).toBe(2);
    held.release();
    await expect.poll(() => count(directory)).toBe(before + 1);
    expect(held.started).toBe(2);
  });

  it('does not keep a load that began before a clear', async () => {
    const held = new HeldRead(1);
    const directory = new CatalogDirectory({
      categoryCounts: held.wrap(() => repository.categoryCounts()),
      subCategoryCounts: () => repository.subCategoryCounts(),
    });
    const first = count(directory);
    await expect.poll(() => held.read).toBe(1);
    await addProduct(3);
    directory.clear();
    const afterClear = await count(directory);
    // The old load answers last: its counts must not replace the newer ones.
    held.release();
    expect(afterClear).toBe((await first) + 1);
    expect(await count(directory)).toBe(afterClear);
  });
});
