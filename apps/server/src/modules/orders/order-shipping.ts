import {
  isRegionOf,
  isShippingCountry,
  REGION_LABEL,
  type QuotedMethod,
  type ShippingCountry,
} from '@backlit/domain';
import type { OrderShippingSnapshot, PaymentShipping } from '../../db/schema';
import { invalidData } from '../../platform/errors';
import type { ShippingService } from '../shipping';
import type { BuyableLine } from './checkout-source';

export const METHOD_NOT_OFFERED =
  'This shipping method is not offered for this address and cart. Choose one of those listed.';

/** What shipping adds to an order: what the payment records, what the order keeps, the price. */
export interface PricedShipping {
  payment: PaymentShipping & { methodId: number };
  snapshot: OrderShippingSnapshot;
  cents: number;
}

/**
 * An accepted quote's shipping: the price staff set, to the region the buyer gives (which must be
 * one the shop ships to); no method of the shop's, so no snapshot of one.
 */
export interface QuotedShipping {
  payment: PaymentShipping & { methodId: null };
  snapshot: null;
  cents: number;
}

/** Shipping as a checkout prices it: by one of the shop's methods, or as quoted. */
export type CheckoutShipping = PricedShipping | QuotedShipping;

/** Where the lines go, and the request field that named that region (for its messages). */
export interface ShipTo {
  country: string;
  region: string;
  field: string;
}

/** Why a region cannot be shipped to: no zone covers it, or no method of its zone takes the cart. */
export function notShippableMessage(country: string, zoned: boolean): string {
  const label = isShippingCountry(country) ? REGION_LABEL[country].toLowerCase() : 'region';
  return zoned
    ? `No shipping method can carry this cart to this ${label}. Contact us for a quote.`
    : `We do not ship to this ${label}. Choose another address.`;
}

/**
 * Prices shipping the lines to a region by the chosen method, or, when none is chosen, by the
 * cheapest the region offers for them (the first in the zone's order on a tie). Every order ships
 * at a price: a region in no zone, or whose zone has no method that can carry the lines, is a 422
 * on the region's field, never free shipping; a method the region does not offer for these lines
 * is a 422 on `shipping_method_id`.
 */
export async function priceShipping(
  shipping: ShippingService,
  lines: readonly Pick<BuyableLine, 'productId' | 'quantity' | 'unitPriceCents'>[],
  rush: boolean,
  shipTo: ShipTo,
  methodId: number | undefined,
): Promise<PricedShipping> {
  const { region, field } = shipTo;
  const country = shippableCountry(shipTo);
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const quote = await shipping.quoteLines(lines, subtotalCents, { country, region, rush });
  if (quote.methods.length === 0)
    throw invalidData({ [field]: [notShippableMessage(country, quote.zone !== null)] });
  let method: QuotedMethod | undefined;
  if (methodId !== undefined) {
    method = quote.methods.find((offered) => offered.id === methodId);
    if (!method) throw invalidData({ shipping_method_id: [METHOD_NOT_OFFERED] });
  } else {
    method = quote.methods.reduce((cheapest, offered) =>
      offered.priceCents < cheapest.priceCents ? offered : cheapest,
    );
  }
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

/** The ship-to country; a region the shop does not ship to at all is a 422 on its field. */
function shippableCountry({ country, region, field }: ShipTo): ShippingCountry {
  if (!isShippingCountry(country) || !isRegionOf(country, region)) {
    throw invalidData({ [field]: [notShippableMessage(country, false)] });
  }
  return country;
}

/** The quote's staff-set shipping, to a region the shop ships to. */
export function quotedShipping(shippingCents: number, shipTo: ShipTo): QuotedShipping {
  shippableCountry(shipTo);
  return {
    payment: { country: shipTo.country, region: shipTo.region, methodId: null },
    snapshot: null,
    cents: shippingCents,
  };
}
