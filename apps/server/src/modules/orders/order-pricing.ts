import {
  orderTax,
  orderTotals,
  taxTotalCents,
  type PricedLine,
  type TaxLine,
} from '@backlit/domain';
import type { TaxTable } from '../../platform/tax-table';
import type { ExemptingCertificate, TaxExemptionLookup } from '../tax-exemptions';

export interface PricedOrder {
  subtotalCents: number;
  rushFeeCents: number;
  shippingCents: number;
  taxLines: TaxLine[];
  taxCents: number;
  totalCents: number;
  /** The certificate that took the region's tax off, and the tax it would have been. */
  exemption: (ExemptingCertificate & { waivedCents: number }) | null;
}

/**
 * What an order costs, all told: the lines, the rush fee, shipping, and the sales tax of the
 * region the order ships to where the shop collects it (the rush fee is part of the goods'
 * price, so it is taxed with them; shipping where the region taxes it). Opening the payment
 * and placing the order price it the same way. With `exemption`, the buyer's approved resale
 * certificate for that region (if any) takes the whole of its tax off.
 */
export async function priceOrder(
  tax: Pick<TaxTable, 'collectedIn'>,
  lines: readonly PricedLine[],
  rush: boolean,
  region: { country?: string | undefined; state?: string | undefined },
  shippingCents = 0,
  exemption?: TaxExemptionLookup,
): Promise<PricedOrder> {
  const totals = orderTotals(lines, rush);
  const taxRegion =
    region.country && region.state
      ? await tax.collectedIn(region.country, region.state)
      : undefined;
  const dueLines = orderTax(taxRegion, { goodsCents: totals.totalCents, shippingCents });
  const certificate =
    dueLines.length > 0 && exemption && region.country && region.state
      ? await exemption.certificateFor(region.country, region.state)
      : undefined;
  const taxLines = certificate ? [] : dueLines;
  const taxCents = taxTotalCents(taxLines);
  return {
    ...totals,
    shippingCents,
    taxLines,
    taxCents,
    totalCents: totals.totalCents + shippingCents + taxCents,
    exemption: certificate ? { ...certificate, waivedCents: taxTotalCents(dueLines) } : null,
  };
}
