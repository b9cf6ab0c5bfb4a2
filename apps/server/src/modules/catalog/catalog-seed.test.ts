import { PublicCategoriesResponseSchema } from '@backlit/domain';
import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { categories, products } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { catalogIsEmpty, seedCatalog, type SeedCategory, type SeedProduct } from './index';

const created = new Date('2024-03-01T10:00:00Z');

function product(name: string, sku: string, extra: Partial<SeedProduct> = {}): SeedProduct {
  return {
    name,
    sku,
    stock: 3,
    description: 'A seeded product.',
    compareAtPriceCents: null,
    priceCents: 1_000,
    image: null,
    additionalImages: [],
    printWidthMm: null,
    printHeightMm: null,
    unitsSold: 0,
    createdAt: created,
    ...extra,
  };
}

const TREE: SeedCategory[] = [
  {
    name: 'Zebra Frames',
    description: 'Listed last by name, seeded first.',
    subCategories: [
      {
        name: 'Tall',
        description: 'First by position.',
        products: [
          product('Tall Frame 85x200', 'ZF-TALL', {
            unitsSold: 41,
            compareAtPriceCents: 1_500,
            printWidthMm: 850,
            printHeightMm: 2000,
            image: 'products/tall-800.webp',
            additionalImages: ['products/tall-back-800.webp'],
          }),
        ],
      },
      { name: 'Short', description: 'Second by position.', products: [] },
    ],
  },
  {
    name: 'Apple Parts',
    description: 'Listed first by name.',
    subCategories: [
      { name: 'Feet', description: '', products: [product('Flat Feet (pair)', 'AP-FEET')] },
    ],
  },
];

describe('seedCatalog', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('writes categories, sub-categories in order and products into an empty catalogue once', async () => {
    app = await buildTestApp();
    expect(await catalogIsEmpty(app.db)).toBe(true);
    expect(await seedCatalog(app.db, TREE)).toBe('seeded');
    expect(await catalogIsEmpty(app.db)).toBe(false);

    const response = await app.inject({ method: 'GET', url: '/api/getCategory' });
    const listed = PublicCategoriesResponseSchema.parse(response.json()).categories;
    expect(listed).toMatchObject([
      { name: 'Apple Parts', productCount: 1, subCategories: [{ nameSubCategory: 'Feet' }] },
      {
        name: 'Zebra Frames',
        productCount: 1,
        subCategories: [
          { nameSubCategory: 'Tall', productCount: 1 },
          { nameSubCategory: 'Short', productCount: 0 },
        ],
      },
    ]);

    const rows = await app.db.select().from(products).orderBy(asc(products.id));
    expect(rows.map((row) => row.sku)).toEqual(['ZF-TALL', 'AP-FEET']);
    const zebra = listed.find((entry) => entry.name === 'Zebra Frames')!;
    expect(rows[0]).toMatchObject({
      slug: 'tall-frame-85x200',
      categoryId: zebra.id,
      subCategoryId: zebra.subCategories[0]!.id,
      unitsSold: 41,
      compareAtPriceCents: 1_500,
      priceCents: 1_000,
      printWidthMm: 850,
      printHeightMm: 2000,
      image: 'products/tall-800.webp',
      additionalImages: ['products/tall-back-800.webp'],
      createdAt: created,
      updatedAt: created,
    });
    expect(rows[1]!.slug).toBe('flat-feet-pair');

    expect(await seedCatalog(app.db, TREE)).toBe('not-empty');
    expect(await app.db.select().from(categories)).toHaveLength(2);
    expect(await app.db.select().from(products)).toHaveLength(2);
  });

  it('writes nothing when one of its rows is refused', async () => {
    app = await buildTestApp();
    const clash: SeedCategory[] = [
      {
        name: 'Clash',
        description: '',
        subCategories: [
          {
            name: 'Twins',
            description: '',
            products: [product('One', 'SAME-SKU'), product('Two', 'same-sku')],
          },
        ],
      },
    ];
    await expect(seedCatalog(app.db, clash)).rejects.toThrow();
    expect(await catalogIsEmpty(app.db)).toBe(true);
    expect(await app.db.select().from(products)).toEqual([]);
  });
});
