import type { Association, CustomerGroupValues } from '@backlit/domain';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companies,
  companyMembers,
  customerGroupPrices,
  customerGroups,
  customerGroupTiers,
  products,
} from '../../db/schema';

export type CustomerGroupRow = typeof customerGroups.$inferSelect;

export interface GroupPriceRow {
  productId: number;
  name: string;
  sku: string;
  listPriceCents: number;
  priceCents: number;
}

export interface GroupTierRow {
  productId: number | null;
  name: string | null;
  minQuantity: number;
  percentOffBp: number;
}

/** The queries of customer groups: the staff's editing and the prices a member pays. */
export class CustomerGroupsRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: CustomerGroupsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CustomerGroupsRepository(tx)));
  }

  // --- what a member pays -------------------------------------------------------------------

  /** The active group of the user's company; undefined for anyone outside one. */
  async activeGroupOf(
    userId: number,
  ): Promise<Pick<CustomerGroupRow, 'id' | 'percentOffBp'> | undefined> {
    const [row] = await this.db
      .select({ id: customerGroups.id, percentOffBp: customerGroups.percentOffBp })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .innerJoin(customerGroups, eq(customerGroups.id, companies.customerGroupId))
      .where(and(eq(companyMembers.userId, userId), eq(customerGroups.active, true)))
      .limit(1);
    return row;
  }

  /** The group's fixed prices of these products. */
  fixedPrices(groupId: number, productIds: number[]) {
    return this.db
      .select({
        productId: customerGroupPrices.productId,
        priceCents: customerGroupPrices.priceCents,
      })
      .from(customerGroupPrices)
      .where(
        and(
          eq(customerGroupPrices.groupId, groupId),
          inArray(customerGroupPrices.productId, productIds),
        ),
      );
  }

  /** The group's tiers for these products and for every product. */
  tiersFor(groupId: number, productIds: number[]) {
    return this.db
      .select({
        productId: customerGroupTiers.productId,
        minQuantity: customerGroupTiers.minQuantity,
        percentOffBp: customerGroupTiers.percentOffBp,
      })
      .from(customerGroupTiers)
      .where(
        and(
          eq(customerGroupTiers.groupId, groupId),
          or(
            isNull(customerGroupTiers.productId),
            inArray(customerGroupTiers.productId, productIds),
          ),
        ),
      );
  }

  /** The list prices of the products that exist among these. */
  listPrices(productIds: number[]) {
    return this.db
      .select({ id: products.id, priceCents: products.priceCents })
      .from(products)
      .where(inArray(products.id, productIds));
  }

  // --- the staff's editing ------------------------------------------------------------------

  groups(): Promise<CustomerGroupRow[]> {
    return this.db
      .select()
      .from(customerGroups)
      .orderBy(asc(sql`lower(${customerGroups.name})`));
  }

  async group(id: number): Promise<CustomerGroupRow | undefined> {
    const [row] = await this.db.select().from(customerGroups).where(eq(customerGroups.id, id));
    return row;
  }

  async groupForAssociation(association: Association): Promise<CustomerGroupRow | undefined> {
    const [row] = await this.db
      .select()
      .from(customerGroups)
      .where(eq(customerGroups.association, association));
    return row;
  }

  /** Every group's fixed prices with their products, by product name. */
  prices(groupIds: number[]): Promise<(GroupPriceRow & { groupId: number })[]> {
    if (groupIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        groupId: customerGroupPrices.groupId,
        productId: customerGroupPrices.productId,
        name: products.name,
        sku: products.sku,
        listPriceCents: products.priceCents,
        priceCents: customerGroupPrices.priceCents,
      })
      .from(customerGroupPrices)
      .innerJoin(products, eq(products.id, customerGroupPrices.productId))
      .where(inArray(customerGroupPrices.groupId, groupIds))
      .orderBy(asc(products.name), asc(products.id));
  }

  /** Every group's tiers, the ones for all products first, then by product and quantity. */
  tiers(groupIds: number[]): Promise<(GroupTierRow & { groupId: number })[]> {
    if (groupIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        groupId: customerGroupTiers.groupId,
        productId: customerGroupTiers.productId,
        name: products.name,
        minQuantity: customerGroupTiers.minQuantity,
        percentOffBp: customerGroupTiers.percentOffBp,
      })
      .from(customerGroupTiers)
      .leftJoin(products, eq(products.id, customerGroupTiers.productId))
      .where(inArray(customerGroupTiers.groupId, groupIds))
      .orderBy(
        sql`${customerGroupTiers.productId} nulls first`,
        asc(products.name),
        asc(customerGroupTiers.minQuantity),
      );
  }

  /** How many companies each group holds. */
  async companyCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ groupId: companies.customerGroupId, companies: count() })
      .from(companies)
      .where(sql`${companies.customerGroupId} is not null`)
      .groupBy(companies.customerGroupId);
    return new Map(rows.map((row) => [row.groupId!, row.companies]));
  }

  /** Which of these products exist. */
  async existingProducts(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids));
    return new Set(rows.map((row) => row.id));
  }

  async insertGroup(values: CustomerGroupValues): Promise<CustomerGroupRow> {
    const [row] = await this.db.insert(customerGroups).values(groupColumns(values)).returning();
    await this.replaceRules(row!.id, values);
    return row!;
  }

  async updateGroup(id: number, values: CustomerGroupValues): Promise<void> {
    await this.db.update(customerGroups).set(groupColumns(values)).where(eq(customerGroups.id, id));
    await this.replaceRules(id, values);
  }

  async lockGroup(id: number): Promise<CustomerGroupRow | undefined> {
    const [row] = await this.db
      .select()
      .from(customerGroups)
      .where(eq(customerGroups.id, id))
      .for('update');
    return row;
  }

  /** The group's prices and tiers become exactly these: the form sends the whole group. */
  private async replaceRules(groupId: number, values: CustomerGroupValues): Promise<void> {
    await this.db.delete(customerGroupPrices).where(eq(customerGroupPrices.groupId, groupId));
    await this.db.delete(customerGroupTiers).where(eq(customerGroupTiers.groupId, groupId));
    if (values.prices.length > 0) {
      await this.db.insert(customerGroupPrices).values(
        values.prices.map((price) => ({
          groupId,
          productId: price.product_id,
          priceCents: price.price,
        })),
      );
    }
    if (values.tiers.length > 0) {
      await this.db.insert(customerGroupTiers).values(
        values.tiers.map((tier) => ({
          groupId,
          productId: tier.product_id,
          minQuantity: tier.min_quantity,
          percentOffBp: tier.percent_off,
        })),
      );
    }
  }

  /** Sets the company's group; false when there is no such company. */
  async setCompanyGroup(companyId: number, groupId: number | null): Promise<boolean> {
    const rows = await this.db
      .update(companies)
      .set({ customerGroupId: groupId })
      .where(eq(companies.id, companyId))
      .returning({ id: companies.id });
    return rows.length > 0;
  }
}

function groupColumns(values: CustomerGroupValues) {
  return {
    name: values.name,
    percentOffBp: values.percent_off,
    active: values.active,
    association: values.association,
  };
}
