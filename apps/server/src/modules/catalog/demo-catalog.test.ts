import { PublicCategoriesResponseSchema } from '@backlit/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { categories, subCategories } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { DEMO_CATEGORIES, seedDemoCatalog } from './index';

describe('seedDemoCatalog', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('fills an empty catalogue once; a second call changes nothing', async () => {
    app = await buildTestApp();
    expect(await seedDemoCatalog(app.db, { seedDemo: true })).toBe('seeded');
    expect(await seedDemoCatalog(app.db, { seedDemo: true })).toBe('not-empty');
    expect(await app.db.select().from(categories)).toHaveLength(4);
    expect(await app.db.select().from(subCategories)).toHaveLength(11);

    const response = await app.inject({ method: 'GET', url: '/api/getCategory' });
    const listed = PublicCategoriesResponseSchema.parse(response.json()).categories;
    expect(listed.map((entry) => entry.name)).toEqual([
      'Accessories',
      'Backlit Frames',
      'New Banners',
      'Spare Parts',
    ]);
    const frames = listed.find((entry) => entry.name === 'Backlit Frames');
    expect(frames).toMatchObject({
      path: 'BacklitFrames',
      productCount: 0,
      subCategories: [
        { nameSubCategory: 'Counter Frames', path: 'CounterFrames' },
        { nameSubCategory: 'Wall Frames', path: 'WallFrames' },
        { nameSubCategory: 'Floor Standing Frames', path: 'FloorStandingFrames' },
      ],
    });
    for (const demo of DEMO_CATEGORIES) expect(demo.description).toMatch(/\.$/);
  });

  it('does nothing when SEED_DEMO is off', async () => {
    app = await buildTestApp();
    expect(await seedDemoCatalog(app.db, { seedDemo: false })).toBe('disabled');
    expect(await app.db.select().from(categories)).toEqual([]);
  });
});
