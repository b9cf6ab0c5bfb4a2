import type { Database } from '../../db/client';
import { CatalogRepository } from './catalog.repository';
import { slugify } from './products.service';
import { ProductsRepository, type ProductValues } from './products.repository';

/** A product as a seed brings it: its sales and age given, its category implied by the tree. */
export interface SeedProduct extends Omit<ProductValues, 'categoryId' | 'subCategoryId'> {
  /** Its address; made from the name when not given. */
  slug?: string;
  unitsSold: number;
  createdAt: Date;
}

export interface SeedCategory {
  name: string;
  description: string;
  subCategories: readonly {
    name: string;
    description: string;
    products: readonly SeedProduct[];
  }[];
}

export type SeedCatalogResult = 'not-empty' | 'seeded';

/** Whether the catalogue has no category yet: a seed checks it before preparing its products. */
export async function catalogIsEmpty(db: Database): Promise<boolean> {
  return (await new CatalogRepository(db).countCategories()) === 0;
}

/**
 * Writes these categories, sub-categories and products in one transaction, in the given order,
 * into an empty catalogue only: a catalogue that already has a category (another instance may
 * have seeded it meanwhile) is left alone and the answer is 'not-empty'.
 */
export async function seedCatalog(
  db: Database,
  tree: readonly SeedCategory[],
): Promise<SeedCatalogResult> {
  return db.transaction(async (tx) => {
    const catalog = new CatalogRepository(tx);
    if ((await catalog.countCategories()) > 0) return 'not-empty';
    const rows: Parameters<ProductsRepository['insertMany']>[0] = [];
    for (const seed of tree) {
      const category = await catalog.insertCategory({
        name: seed.name,
        description: seed.description,
      });
      for (const [position, sub] of seed.subCategories.entries()) {
        await catalog.insertSubCategory(
          { categoryId: category.id, name: sub.name, description: sub.description, position },
          position,
        );
      }
      const subIds = (await catalog.subCategoriesOf(category.id)).map((sub) => sub.id);
      seed.subCategories.forEach((sub, position) => {
        for (const product of sub.products) {
          rows.push({
            ...product,
            slug: product.slug ?? slugify(product.name),
            categoryId: category.id,
            subCategoryId: subIds[position]!,
            updatedAt: product.createdAt,
          });
        }
      });
    }
    await new ProductsRepository(tx).insertMany(rows);
    return 'seeded';
  });
}
