import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { constraintViolation } from '../../db/constraint-violation';
import { categories, products, subCategories } from '../../db/schema';
import { recordStaffAction, type AuditActor, type AuditRecord } from '../../platform/audit';

export type CategoryRow = typeof categories.$inferSelect;
export type SubCategoryRow = typeof subCategories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

export interface CategoryWithSubs extends CategoryRow {
  subCategories: SubCategoryRow[];
}

export interface CategoryCount {
  id: number;
  name: string;
  productCount: number;
}

export interface SubCategoryCount extends CategoryCount {
  categoryId: number;
}

/** A write refused by a unique index: a category name, or the sub-category row at `index`. */
export type UniqueViolation = { field: 'name' } | { field: 'subCategory'; index: number };

export class UniqueViolationError extends Error {
  override name = 'UniqueViolationError';
  constructor(readonly violation: UniqueViolation) {
    super('unique violation');
  }
}

const CATEGORY_NAME_KEY = 'categories_name_lower_key';
const SUB_CATEGORY_NAME_KEY = 'sub_categories_category_name_lower_key';

const byName = [asc(sql`lower(${categories.name})`), asc(categories.id)];
const byPosition = [
  asc(subCategories.categoryId),
  asc(subCategories.position),
  asc(subCategories.id),
];

/** Every query of the catalogue: categories, sub-categories and the product counts they show. */
export class CatalogRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: CatalogRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CatalogRepository(tx)));
  }

  /** Records a staff action in this repository's transaction, so it commits with the change. */
  audit(actor: AuditActor, record: AuditRecord): Promise<void> {
    return recordStaffAction(this.db, actor, record);
  }

  /** Every category with its sub-categories (by position), categories by name. */
  async listCategories(): Promise<CategoryWithSubs[]> {
    const rows = await this.db
      .select()
      .from(categories)
      .orderBy(...byName);
    const subs = await this.db
      .select()
      .from(subCategories)
      .orderBy(...byPosition);
    return rows.map((row) => ({
      ...row,
      subCategories: subs.filter((sub) => sub.categoryId === row.id),
    }));
  }

  async findCategory(id: number): Promise<CategoryWithSubs | undefined> {
    const [row] = await this.db.select().from(categories).where(eq(categories.id, id)).limit(1);
    if (!row) return undefined;
    return { ...row, subCategories: await this.subCategoriesOf(id) };
  }

  /**
   * The category, locked until the transaction ends: a product being added to it (which takes a
   * key-share lock through its foreign key) waits, so counts read afterwards stay true.
   */
  async lockCategory(id: number): Promise<CategoryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(categories)
      .where(eq(categories.id, id))
      .limit(1)
      .for('update');
    return row;
  }

  async subCategoriesOf(categoryId: number): Promise<SubCategoryRow[]> {
    return this.db
      .select()
      .from(subCategories)
      .where(eq(subCategories.categoryId, categoryId))
      .orderBy(...byPosition);
  }

  /** Whether another category (not `exceptId`) has this name, ignoring case. */
  async categoryNameTaken(name: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(sql`lower(${categories.name})`, name.toLowerCase()));
    return rows.some((row) => row.id !== exceptId);
  }

  async countCategories(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(categories);
    return row?.n ?? 0;
  }

  async insertCategory(values: { name: string; description: string }): Promise<CategoryRow> {
    const [row] = await guard(() => this.db.insert(categories).values(values).returning());
    return row!;
  }

  async updateCategory(id: number, values: { name: string; description: string }): Promise<void> {
    await guard(() => this.db.update(categories).set(values).where(eq(categories.id, id)));
  }

  async deleteCategory(id: number): Promise<void> {
    await this.db.delete(categories).where(eq(categories.id, id));
  }

  /** `index` is the row's place in the submitted list, reported if its name is taken. */
  async insertSubCategory(
    values: { categoryId: number; name: string; description: string; position: number },
    index: number,
  ): Promise<void> {
    await guard(() => this.db.insert(subCategories).values(values), index);
  }

  async updateSubCategory(
    id: number,
    values: { name: string; description: string; position: number },
    index: number,
  ): Promise<void> {
    await guard(
      () => this.db.update(subCategories).set(values).where(eq(subCategories.id, id)),
      index,
    );
  }

  /**
   * Gives these sub-categories placeholder names (a control character and the id, which no
   * submitted name can equal after trimming), so renames among them cannot collide midway.
   */
  async parkSubCategoryNames(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(subCategories)
      .set({ name: sql`chr(1) || ${subCategories.id}::text` })
      .where(inArray(subCategories.id, ids));
  }

  async deleteSubCategories(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.delete(subCategories).where(inArray(subCategories.id, ids));
  }

  async countProductsInCategory(categoryId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.categoryId, categoryId));
    return row?.n ?? 0;
  }

  /** Product counts of these sub-categories; those without products are left out. */
  async countProductsInSubCategories(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: products.subCategoryId, n: count() })
      .from(products)
      .where(inArray(products.subCategoryId, ids))
      .groupBy(products.subCategoryId);
    return new Map(rows.map((row) => [row.id!, row.n]));
  }

  /** Categories by name with their product counts, counted by the database. */
  async categoryCounts(): Promise<CategoryCount[]> {
    return this.db
      .select({ id: categories.id, name: categories.name, productCount: count(products.id) })
      .from(categories)
      .leftJoin(products, eq(products.categoryId, categories.id))
      .groupBy(categories.id)
      .orderBy(...byName);
  }

  /** Every sub-category (by position) with its product count, counted by the database. */
  async subCategoryCounts(): Promise<SubCategoryCount[]> {
    return this.db
      .select({
        id: subCategories.id,
        categoryId: subCategories.categoryId,
        name: subCategories.name,
        productCount: count(products.id),
      })
      .from(subCategories)
      .leftJoin(products, eq(products.subCategoryId, subCategories.id))
      .groupBy(subCategories.id)
      .orderBy(...byPosition);
  }
}

/**
 * Runs a write; a unique index it violates (a concurrent write that took the name between the
 * service's check and this write) is raised as a UniqueViolationError the service reports like
 * its own check.
 */
async function guard<T>(write: () => Promise<T>, index = -1): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const key = constraintViolation(error)?.constraint;
    if (key === CATEGORY_NAME_KEY) throw new UniqueViolationError({ field: 'name' });
    if (key === SUB_CATEGORY_NAME_KEY && index >= 0) {
      throw new UniqueViolationError({ field: 'subCategory', index });
    }
    throw error;
  }
}
