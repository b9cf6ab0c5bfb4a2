import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@backlit/domain';
import type { Database } from '../../db/client';
import { constraintViolation } from '../../db/constraint-violation';
import { categories, products, subCategories } from '../../db/schema';
import { recordStaffAction, type AuditActor, type AuditRecord } from '../../platform/audit';
import type { ProductRow } from './catalog.repository';

/** A product with the names of its category and sub-category. */
export interface ProductWithRefs extends ProductRow {
  categoryName: string;
  subCategoryName: string | null;
}

/** The columns a product write sets (everything but id, slug, sales and dates). */
export type ProductValues = Pick<
  typeof products.$inferInsert,
  | 'name'
  | 'sku'
  | 'stock'
  | 'categoryId'
  | 'subCategoryId'
  | 'description'
  | 'compareAtPriceCents'
  | 'priceCents'
  | 'image'
  | 'additionalImages'
  | 'printWidthMm'
  | 'printHeightMm'
>;

/** What a product list asks for: ids already resolved from names, so the indexes serve it. */
export interface ProductFilter {
  categoryId?: number;
  subCategoryIds?: number[];
  /** Words that must each appear in the name, SKU or description. */
  words?: string[];
}

export interface ProductPageQuery extends ProductFilter {
  sort: ProductSort | 'newest';
  limit: number;
  offset: number;
}

export class SkuTakenError extends Error {
  override name = 'SkuTakenError';
}
export class SlugTakenError extends Error {
  override name = 'SlugTakenError';
}

const SKU_KEY = 'products_sku_lower_key';
const SLUG_KEY = 'products_slug_unique';

const ORDER: Record<ProductPageQuery['sort'], SQL[]> = {
  default: [asc(products.id)],
  popularity: [desc(products.unitsSold), asc(products.id)],
  latest: [desc(products.createdAt), desc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.priceCents), asc(products.id)],
  price_desc: [desc(products.priceCents), asc(products.id)],
};

const withRefs = {
  product: products,
  categoryName: categories.name,
  subCategoryName: subCategories.name,
};

/** The queries of products: lists, pages, lookups and writes. */
export class ProductsRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: ProductsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ProductsRepository(tx)));
  }

  /** Records a staff action in this repository's transaction, so it commits with the change. */
  audit(actor: AuditActor, record: AuditRecord): Promise<void> {
    return recordStaffAction(this.db, actor, record);
  }

  /** One page in the asked order, and the number of products matching the filter. */
  async page(query: ProductPageQuery): Promise<{ rows: ProductWithRefs[]; total: number }> {
    const where = filterOf(query);
    const [rows, [counted]] = await Promise.all([
      this.selectWithRefs()
        .where(where)
        .orderBy(...ORDER[query.sort])
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(products).where(where),
    ]);
    return { rows: rows.map(flatten), total: counted?.n ?? 0 };
  }

  async findById(id: number): Promise<ProductWithRefs | undefined> {
    const [row] = await this.selectWithRefs().where(eq(products.id, id)).limit(1);
    return row && flatten(row);
  }

  async findBySlug(slug: string): Promise<ProductWithRefs | undefined> {
    const [row] = await this.selectWithRefs().where(eq(products.slug, slug)).limit(1);
    return row && flatten(row);
  }

  /** Others of the same category, those of the same sub-category first. */
  async related(product: ProductRow, limit: number): Promise<ProductWithRefs[]> {
    const sameSub =
      product.subCategoryId === null
        ? sql`1`
        : sql`case when ${products.subCategoryId} = ${product.subCategoryId} then 0 else 1 end`;
    const rows = await this.selectWithRefs()
      .where(and(eq(products.categoryId, product.categoryId), ne(products.id, product.id)))
      .orderBy(asc(sameSub), asc(products.id))
      .limit(limit);
    return rows.map(flatten);
  }

  /** The product row, locked until the transaction ends. */
  async lock(id: number): Promise<ProductRow | undefined> {
    const [row] = await this.db
      .select()
      .from(products)
      .where(eq(products.id, id))
      .limit(1)
      .for('update');
    return row;
  }

  async categoryExists(id: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id))
      .limit(1);
    return rows.length > 0;
  }

  /** The category a sub-category belongs to, or undefined when there is no such sub-category. */
  async categoryOfSub(subCategoryId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ categoryId: subCategories.categoryId })
      .from(subCategories)
      .where(eq(subCategories.id, subCategoryId))
      .limit(1);
    return row?.categoryId;
  }

  /** Whether another product (not `exceptId`) has this SKU, ignoring case. */
  async skuTaken(sku: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(sql`lower(${products.sku})`, sku.toLowerCase()));
    return rows.some((row) => row.id !== exceptId);
  }

  /** Slugs equal to `base` or `base-<n>`. */
  async slugsLike(base: string): Promise<string[]> {
    const rows = await this.db
      .select({ slug: products.slug })
      .from(products)
      .where(or(eq(products.slug, base), ilike(products.slug, `${escapeLike(base)}-%`)));
    return rows.map((row) => row.slug);
  }

  async insert(values: ProductValues & { slug: string }): Promise<number> {
    const [row] = await guard(() =>
      this.db.insert(products).values(values).returning({ id: products.id }),
    );
    return row!.id;
  }

  /** Several products at once, with their sales and dates as given: a seed's write. */
  async insertMany(
    rows: (ProductValues & { slug: string; unitsSold: number; createdAt: Date; updatedAt: Date })[],
  ): Promise<void> {
    if (rows.length > 0) await this.db.insert(products).values(rows);
  }

  async update(id: number, values: ProductValues): Promise<void> {
    await guard(() =>
      this.db
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, id)),
    );
  }

  /** Deletes the product and answers the row it was, or undefined when there was none. */
  async delete(id: number): Promise<ProductRow | undefined> {
    const [row] = await this.db.delete(products).where(eq(products.id, id)).returning();
    return row;
  }

  private selectWithRefs() {
    return this.db
      .select(withRefs)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .$dynamic();
  }
}

function flatten(row: {
  product: ProductRow;
  categoryName: string;
  subCategoryName: string | null;
}): ProductWithRefs {
  return { ...row.product, categoryName: row.categoryName, subCategoryName: row.subCategoryName };
}

function filterOf(filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.subCategoryIds !== undefined) {
    conditions.push(inArray(products.subCategoryId, filter.subCategoryIds));
  }
  for (const word of filter.words ?? []) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(products.sku, pattern),
        ilike(products.description, pattern),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** LIKE's wildcards and its escape character (backslash by default) taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A write refused by the SKU or slug unique index becomes an error the service can report. */
async function guard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const key = constraintViolation(error)?.constraint;
    if (key === SKU_KEY) throw new SkuTakenError('sku taken');
    if (key === SLUG_KEY) throw new SlugTakenError('slug taken');
    throw error;
  }
}
