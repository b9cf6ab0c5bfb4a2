import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/app';
import { CatalogRepository, UniqueViolationError } from './catalog.repository';

/** What the service relies on when a concurrent write beats its own checks to a name. */
describe('unique names enforced by the database', () => {
  let app: App;
  let repository: CatalogRepository;
  beforeAll(async () => {
    app = await buildTestApp();
    repository = new CatalogRepository(app.db);
  });
  afterAll(() => app.close());

  it('reports a category name taken, ignoring case, as the name field', async () => {
    await repository.insertCategory({ name: 'Race Frames', description: '' });
    const error = await repository
      .insertCategory({ name: 'RACE frames', description: '' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UniqueViolationError);
    expect((error as UniqueViolationError).violation).toEqual({ field: 'name' });
  });

  it('reports a sub-category name taken in its category as the row that collided', async () => {
    const category = await repository.insertCategory({ name: 'Race Banners', description: '' });
    const row = { categoryId: category.id, name: 'Wall', description: '', position: 0 };
    await repository.insertSubCategory(row, 0);
    const error = await repository
      .insertSubCategory({ ...row, name: 'WALL', position: 2 }, 2)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UniqueViolationError);
    expect((error as UniqueViolationError).violation).toEqual({ field: 'subCategory', index: 2 });
    // Another category may use the same sub-category name.
    const other = await repository.insertCategory({ name: 'Race Parts', description: '' });
    await repository.insertSubCategory({ ...row, categoryId: other.id }, 0);
  });
});
