import { tradeUnitPrice, type UnitPrice } from '@backlit/domain';
import type { Database } from '../../db/client';
import { CustomerGroupsRepository } from './customer-groups.repository';

/** A product on a line to price: its list price and how many the line holds. */
export interface ItemToPrice {
  productId: number;
  quantity: number;
  listPriceCents: number;
}

const atListPrice = (item: ItemToPrice): UnitPrice => ({
  cents: item.listPriceCents,
  listCents: item.listPriceCents,
  rule: null,
});

/**
 * The one place a buyer's price is worked out on the server: the buyer's company's active
 * customer group (user → company → group) and the domain's `tradeUnitPrice`. A guest costs no
 * query and a customer outside a group one; the cart, checkout, the payment and the order all
 * price through here, so what is shown is what is charged.
 */
export class TradePricing {
  private readonly repository: CustomerGroupsRepository;

  constructor(db: Database) {
    this.repository = new CustomerGroupsRepository(db);
  }

  /** Each item's unit price for this buyer, in the items' order. */
  async unitPrices(
    userId: number | undefined,
    items: readonly ItemToPrice[],
  ): Promise<UnitPrice[]> {
    if (userId === undefined || items.length === 0) return items.map(atListPrice);
    const group = await this.repository.activeGroupOf(userId);
    return group ? this.priceIn(group, items) : items.map(atListPrice);
  }

  private async priceIn(
    group: { id: number; percentOffBp: number },
    items: readonly ItemToPrice[],
  ): Promise<UnitPrice[]> {
    const productIds = [...new Set(items.map((item) => item.productId))];
    const [fixed, tiers] = await Promise.all([
      this.repository.fixedPrices(group.id, productIds),
      this.repository.tiersFor(group.id, productIds),
    ]);
    const fixedOf = new Map(fixed.map((row) => [row.productId, row.priceCents]));
    return items.map((item) =>
      tradeUnitPrice(item.listPriceCents, item.quantity, {
        percentOffBp: group.percentOffBp,
        fixedCents: fixedOf.get(item.productId),
        tiers: tiers.filter((tier) => tier.productId === null || tier.productId === item.productId),
      }),
    );
  }

  /**
   * The member's price of one unit of each product, for the catalogue's pages to show over the
   * list price; only the products they pay less for.
   */
  async memberPrices(
    userId: number | undefined,
    productIds: readonly number[],
  ): Promise<{ productId: number; price: UnitPrice }[]> {
    if (userId === undefined) return [];
    const group = await this.repository.activeGroupOf(userId);
    if (!group) return [];
    const rows = await this.repository.listPrices([...new Set(productIds)]);
    const prices = await this.priceIn(
      group,
      rows.map((row) => ({ productId: row.id, quantity: 1, listPriceCents: row.priceCents })),
    );
    return rows.flatMap((row, index) => {
      const price = prices[index]!;
      return price.rule !== null && price.cents < price.listCents
        ? [{ productId: row.id, price }]
        : [];
    });
  }
}
