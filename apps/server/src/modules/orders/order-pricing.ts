import {
  orderTax,
  orderTotals,
  taxTotalCents,
  type PricedLine,
  type TaxLine,
} from '@backlit/domain';
import type { TaxTable } from '../../platform/tax-table';

export interface PricedOrder {
  subtotalCents: number;
  rushFeeCents: number;
  shippingCents: number;
  taxLines: TaxLine[];
  taxCents: number;
  totalCents: number;
}

/**
 * What an order costs, all told: the lines, the rush fee, shipping, and the sales tax of the
 * region the order ships to where the shop collects it (the rush fee is part of the goods'
 * price, so it is taxed with them; shipping where the region taxes it). Opening the payment
 * and placing the order price it the same way.
 */
export async function priceOrder(
  tax: Pick<TaxTable, 'collectedIn'>,
  lines: readonly PricedLine[],
  rush: boolean,
  region: { country?: string | undefined; state?: string | undefined },
  shippingCents = 0,
): Promise<PricedOrder> {
  const totals = orderTotals(lines, rush);
  const taxRegion =
    region.country && region.state
      ? await tax.collectedIn(region.country, region.state)
      : undefined;
  const taxLines = orderTax(taxRegion, { goodsCents: totals.totalCents, shippingCents });
  const taxCents = taxTotalCents(taxLines);
  return {
    ...totals,
    shippingCents,
    taxLines,
    taxCents,
    totalCents: totals.totalCents + shippingCents + taxCents,
  };
}
