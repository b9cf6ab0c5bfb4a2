import { and, asc, desc, eq, getTableColumns, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { unionAll, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { ADMIN_PRODUCTS_PER_PAGE_MAX, PRODUCTS_PER_PAGE_MAX } from '@backlit/domain';
import type { Database } from '../../db/client';
import { constraintViolation } from '../../db/constraint-violation';
import { escapeLike } from '../../db/like';
import { categories, products, subCategories } from '../../db/schema';
import { recordStaffAction, type AuditActor, type AuditRecord } from '../../platform/audit';
import type { ProductRow } from './catalog.repository';

/** A product with the names of its category and sub-category. */
export interface ProductWithRefs extends ProductRow {
  categoryName: string;
  subCategoryName: string | null;
}

/**
 * The columns the shop shows of a product (see `toProduct`). The shop's lists, searches and
 * product pages read only these: every column more is more for PostgreSQL to send and for the
 * driver to describe, parse and map on every uncached request (the dates became Date objects,
 * the star counts an array), for nothing a shopper sees.
 */
const shopColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  sku: products.sku,
  stock: products.stock,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  description: products.description,
  compareAtPriceCents: products.compareAtPriceCents,
  priceCents: products.priceCents,
  image: products.image,
  additionalImages: products.additionalImages,
  printWidthMm: products.printWidthMm,
  printHeightMm: products.printHeightMm,
  printSize: products.printSize,
  frameFamily: products.frameFamily,
  fitRole: products.fitRole,
  ratingCount: products.ratingCount,
  ratingSum: products.ratingSum,
};

/** A product as the shop shows it. */
export type ShopProductRow = Pick<ProductRow, keyof typeof shopColumns>;

/** Which columns a list reads: the shop's, or every column (staff screens). */
export type RowShape = 'shop' | 'staff';
export type RowOf<S extends RowShape> = S extends 'shop' ? ShopProductRow : ProductRow;

export const COLUMNS: Record<
  RowShape,
  typeof shopColumns | ReturnType<typeof getTableColumns<typeof products>>
> = {
  shop: shopColumns,
  staff: getTableColumns(products),
};

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
  | 'printSize'
  | 'frameFamily'
  | 'fitRole'
  | 'weightG'
  | 'packageLengthMm'
  | 'packageWidthMm'
  | 'packageHeightMm'
>;

/** A page of the back-office's product list, newest first. */
export interface NewestPageQuery {
  limit: number;
  offset: number;
  /** How many products there are (the catalogue directory counts them). */
  total: number;
}

export class SkuTakenError extends Error {
  override name = 'SkuTakenError';
}
export class SlugTakenError extends Error {
  override name = 'SlugTakenError';
}

const SKU_KEY = 'products_sku_lower_key';
const SLUG_KEY = 'products_slug_unique';

/**
 * The back-office's order, newest first, and the same order read from the far end: a page past
 * the middle of the list is read from its end, so no page skips more than half the list.
 */
const NEWEST = {
  forward: [desc(products.createdAt), desc(products.id)],
  backward: [asc(products.createdAt), asc(products.id)],
};

/** The largest page any list asks for, the shop's or the back-office's. */
export const PAGE_SIZE_MAX = Math.max(PRODUCTS_PER_PAGE_MAX, ADMIN_PRODUCTS_PER_PAGE_MAX);

type PreparedPage = PgPreparedQuery<PreparedQueryConfig & { execute: ProductRow[] }>;

const withRefs = {
  product: products,
  categoryName: categories.name,
  subCategoryName: subCategories.name,
};

/**
 * The queries of products: the back-office's list, product pages, lookups and writes (the shop's
 * lists and the search are ProductSearchRepository's).
 */
export class ProductsRepository {
  private readonly pageStatements = new Map<string, PreparedPage>();
  private readonly relatedStatements = new Map<
    number,
    ReturnType<ProductsRepository['prepareWithRelated']>
  >();

  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: ProductsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ProductsRepository(tx)));
  }

  /** Records a staff action in this repository's transaction, so it commits with the change. */
  audit(actor: AuditActor, record: AuditRecord): Promise<void> {
    return recordStaffAction(this.db, actor, record);
  }

  /**
   * One page of the back-office's list, newest first, in one query: the page's ids are picked
   * from the date's index alone (no row is read for the products skipped), then only those rows
   * are read. A page past the middle is picked from the far end.
   */
  async newestPage(query: NewestPageQuery): Promise<ProductRow[]> {
    const { total, offset, limit } = query;
    if (limit > PAGE_SIZE_MAX) throw new RangeError(`a page holds at most ${PAGE_SIZE_MAX}`);
    if (offset >= total) return [];
    const fromEnd = offset > total - offset - limit;
    const count = Math.min(limit, total - offset);
    return this.pageStatement(fromEnd).execute({
      limit: fromEnd ? count : limit,
      offset: fromEnd ? total - offset - count : offset,
    });
  }

  /**
   * The page query of one direction, prepared once: it is neither built again by Drizzle nor
   * parsed and planned again by PostgreSQL on a connection that has run it before.
   */
  private pageStatement(fromEnd: boolean) {
    const name = `products_newest_page_${fromEnd ? 'backward' : 'forward'}`;
    let statement = this.pageStatements.get(name);
    if (!statement) {
      statement = pageQuery(this.db, fromEnd).prepare(name);
      this.pageStatements.set(name, statement);
    }
    return statement;
  }

  /**
   * The product by its slug with up to `limit` others of its category, those of its sub-category
   * first, in one query: each part on an index, none sorting the category. Category names are
   * left to the directory.
   */
  async withRelated(
    slug: string,
    limit: number,
  ): Promise<{ product: ShopProductRow; related: ShopProductRow[] } | undefined> {
    let statement = this.relatedStatements.get(limit);
    if (!statement) {
      statement = this.prepareWithRelated(limit);
      this.relatedStatements.set(limit, statement);
    }
    const rows = await statement.execute({ slug });
    rows.sort((x, y) => x.part - y.part || x.id - y.id);
    const [first, ...rest] = rows;
    if (first?.part !== 0) return undefined;
    const withoutPart = ({ part: _part, ...row }: (typeof rows)[number]): ShopProductRow => row;
    return { product: withoutPart(first), related: rest.slice(0, limit).map(withoutPart) };
  }

  /**
   * The product page's query, prepared once like the lists' (its parts numbered 0, 1, 2), with
   * the number of related products written out for the reason the lists' LIMIT is.
   */
  private prepareWithRelated(related: number) {
    const slug = sql.placeholder('slug');
    const limit = writtenOut(related);
    const of = (column: typeof products.categoryId | typeof products.subCategoryId) =>
      sql`(select ${column} from ${products} where ${products.slug} = ${slug})`;
    const part = (n: number) => ({
      ...shopColumns,
      part: sql<number>`${n}::int`.as('part'),
    });
    const others = ne(products.slug, slug);
    return unionAll(
      this.db.select(part(0)).from(products).where(eq(products.slug, slug)),
      this.db
        .select(part(1))
        .from(products)
        .where(and(sql`${products.subCategoryId} = ${of(products.subCategoryId)}`, others))
        .orderBy(asc(products.id))
        .limit(limit),
      this.db
        .select(part(2))
        .from(products)
        .where(
          and(
            sql`${products.categoryId} = ${of(products.categoryId)}`,
            sql`(${of(products.subCategoryId)} is null or ${products.subCategoryId} is distinct from ${of(products.subCategoryId)})`,
            others,
          ),
        )
        .orderBy(asc(products.id))
        .limit(limit),
    ).prepare(`products_with_related_${related}`);
  }

  async findById(id: number): Promise<ProductWithRefs | undefined> {
    const [row] = await this.selectWithRefs().where(eq(products.id, id)).limit(1);
    return row && flatten(row);
  }

  /** Weight and package size of each product named, for pricing a delivery. */
  parcels(ids: number[]) {
    return this.db
      .select({
        id: products.id,
        weightG: products.weightG,
        lengthMm: products.packageLengthMm,
        widthMm: products.packageWidthMm,
        heightMm: products.packageHeightMm,
        printSize: products.printSize,
      })
      .from(products)
      .where(inArray(products.id, ids));
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

/**
 * The back-office's page query in one direction, its values left as placeholders (`limit`,
 * `offset`): the page's ids are picked from the date's index, then their rows read.
 */
function pageQuery(db: Database, fromEnd: boolean) {
  // The ids are picked with a written-out LIMIT (see `writtenOut`), then cut to the page.
  const ids = sql`
    select ${products.id} from ${products}
    order by ${sql.join(fromEnd ? NEWEST.backward : NEWEST.forward, sql`, `)}
    limit ${writtenOut(PAGE_SIZE_MAX)} offset ${sql.placeholder('offset')}`;
  return db
    .select()
    .from(products)
    .where(sql`${products.id} = any((array(${ids}))[1:${sql.placeholder('limit')}::int])`)
    .orderBy(...NEWEST.forward);
}

/**
 * A LIMIT written into a prepared statement rather than sent as a value. Given a value, the
 * planner guesses that a tenth of the table is wanted, finds the plan it could keep for every
 * value dearer than one made for the values at hand, and so plans the statement again each time it
 * runs. Drizzle renders an SQL object given as the limit as it is; its type only names numbers and
 * placeholders.
 */
export function writtenOut(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`bad limit ${limit}`);
  return sql.raw(String(limit)) as unknown as number;
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
