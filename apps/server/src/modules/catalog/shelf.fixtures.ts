import type { ProductSort } from '@backlit/domain';
import type { rawQuery } from '../../db/raw-query';
import type { ProductScope } from './products.repository';

/**
 * Test helpers of the shelf's tests: the database's own answer to compare the shelf's with, on
 * `products p`.
 */

/** Each list order as the database sorts it, with the tie-breakers the shop promises. */
export const ORDER_BY: Record<ProductSort, string> = {
  default: 'p.id',
  popularity: 'p.units_sold desc, p.id',
  latest: 'p.created_at desc, p.id desc',
  price_asc: 'p.price_cents, p.id',
  price_desc: 'p.price_cents desc, p.id',
  rating: 'p.rating_score desc, p.id',
};

/** The scope's conditions on `p`, its values appended to `values` as numbered parameters. */
export function scopeConditions(scope: ProductScope, values: unknown[]): string[] {
  const where: string[] = [];
  if (scope.categoryId !== undefined) {
    values.push(scope.categoryId);
    where.push(`p.category_id = $${values.length}`);
  }
  if (scope.subCategoryIds !== undefined) {
    values.push(scope.subCategoryIds);
    where.push(`p.sub_category_id = any($${values.length}::int[])`);
  }
  return where;
}

/** The `id` column of a query's rows. */
export async function idsOf(
  query: ReturnType<typeof rawQuery>,
  sql: string,
  values: unknown[] = [],
): Promise<number[]> {
  const { rows } = await query(sql, values);
  return (rows as { id: number }[]).map((row) => row.id);
}
