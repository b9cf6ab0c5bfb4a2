import { isRegionOf, isShippingCountry, type QuotedMethod } from '@backlit/domain';
import type { OrderShippingSnapshot, PaymentShipping } from '../../db/schema';
import { invalidData } from '../../platform/errors';
import type { ShippingService } from '../shipping';
import type { BuyableLine } from './checkout.service';

export const METHOD_NOT_OFFERED =
  'This shipping method is not offered for this address and cart. Choose one of those listed.';

/** What shipping adds to an order: what the payment records, what the order keeps, the price. */
export interface PricedShipping {
  /** Null when no ship-to region was given (a client from before shipping): nothing charged. */
  payment: PaymentShipping | null;
  /** Null when nothing is shipped at a price (no region, or no method for it). */
  snapshot: OrderShippingSnapshot | null;
  cents: number;
}

const NOT_SHIPPED: PricedShipping = { payment: null, snapshot: null, cents: 0 };

/**
 * Prices shipping the lines to a region by the chosen method, or, when none is chosen, by the
 * cheapest the region offers for them (the first in the zone's order on a tie). A method the
 * region does not offer for these lines is a 422 on `shipping_method_id`; a region in no zone,
 * or whose zone has no method that can carry the lines, ships free.
 */
export async function priceShipping(
  shipping: ShippingService,
  lines: readonly Pick<BuyableLine, 'productId' | 'quantity' | 'unitPriceCents'>[],
  rush: boolean,
  shipTo: { country?: string | undefined; region?: string | undefined },
  methodId: number | undefined,
): Promise<PricedShipping> {
  const { country, region } = shipTo;
  if (!country || !region || !isShippingCountry(country) || !isRegionOf(country, region)) {
    if (methodId !== undefined) {
      throw invalidData({ shipping_state: ['Choose the state or province to ship to.'] });
    }
    return NOT_SHIPPED;
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const quote = await shipping.quoteLines(lines, subtotalCents, { country, region, rush });
  let method: QuotedMethod | undefined;
  if (methodId !== undefined) {
    method = quote.methods.find((offered) => offered.id === methodId);
    if (!method) throw invalidData({ shipping_method_id: [METHOD_NOT_OFFERED] });
  } else {
    method = quote.methods.reduce<QuotedMethod | undefined>(
      (cheapest, offered) =>
        cheapest === undefined || offered.priceCents < cheapest.priceCents ? offered : cheapest,
      undefined,
    );
  }
  if (!method) return { payment: { country, region, methodId: null }, snapshot: null, cents: 0 };
  return {
    payment: { country, region, methodId: method.id },
    snapshot: {
      methodId: method.id,
      method: method.name,
      priceCents: method.priceCents,
      transitDaysMin: method.transitDaysMin,
      transitDaysMax: method.transitDaysMax,
      deliveryFrom: method.deliveryFrom,
      deliveryTo: method.deliveryTo,
    },
    cents: method.priceCents,
  };
}
