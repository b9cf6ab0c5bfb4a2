import {
  centsToDollars,
  deliveryWindow,
  dollarsToCents,
  quoteShipping,
  type RateRule,
  type RateRuleInput,
  type RateRuleView,
  type ShippingCountry,
  type ShippingQuote,
  type ShippingQuoteResponse,
  type ShippingSettingsInput,
  type ShippingZone,
  type ValidationErrors,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { AppError, invalidData } from '../../platform/errors';
import { CartService, type CartOwner } from '../cart';
import { ProductParcels } from '../catalog';
import { ShippingRepository, type StoredZone, type ZoneValues } from './shipping.repository';

export const CART_EMPTY = 'Your cart is empty.';
export const ZONE_GONE = 'This zone was deleted meanwhile; reload the settings.';
export const METHOD_GONE = 'This method was deleted or moved meanwhile; reload the settings.';

/**
 * The shipping settings staff keep (zones, their regions and methods), and the quote: what
 * delivering the customer's cart, as the server holds it, costs by each method.
 */
export class ShippingService {
  private readonly repository: ShippingRepository;
  private readonly cart: CartService;
  private readonly parcels: ProductParcels;

  constructor(
    db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new ShippingRepository(db);
    this.cart = new CartService(db);
    this.parcels = new ProductParcels(db);
  }

  async settings(): Promise<ShippingZone[]> {
    return (await this.repository.zones()).map(toZone);
  }

  /** Replaces every zone and method at once, in one transaction with its audit entry. */
  async replace(actor: AuditActor, input: ShippingSettingsInput): Promise<ShippingZone[]> {
    await this.repository.transaction(async (repository) => {
      const stored = await repository.lockIds();
      const problems: ValidationErrors = {};
      input.zones.forEach((zone, z) => {
        if (zone.id !== undefined && !stored.zones.has(zone.id)) {
          problems[`zones.${z}.id`] = [ZONE_GONE];
        }
        zone.methods.forEach((method, m) => {
          if (method.id !== undefined && stored.methods.get(method.id) !== zone.id) {
            problems[`zones.${z}.methods.${m}.id`] = [METHOD_GONE];
          }
        });
      });
      if (Object.keys(problems).length > 0) throw invalidData(problems);
      const methods = input.zones.reduce((sum, zone) => sum + zone.methods.length, 0);
      await repository.replace(input.zones.map(toZoneValues), actor, {
        area: 'settings',
        action: 'settings.shipping',
        summary: `Set the shipping to ${input.zones.length} zones with ${methods} methods`,
      });
    });
    return this.settings();
  }

  /**
   * Prices the shopper's cart (a customer's, or a guest cart; none: empty) for a ship-to region:
   * only the lines that can be bought count, at the catalogue's price and with each product's
   * parcel as staff entered it.
   */
  async quote(
    owner: CartOwner | undefined,
    shipTo: { country: ShippingCountry; region: string; rush: boolean },
  ): Promise<Omit<ShippingQuoteResponse, 'status'>> {
    const { cart, subtotal } = owner ? await this.cart.view(owner) : { cart: [], subtotal: 0 };
    if (cart.length === 0) throw new AppError('CONFLICT', CART_EMPTY);
    const buyable = cart.filter((line) => line.available && line.product_id !== null);
    const quote = await this.quoteLines(
      buyable.map((line) => ({ productId: line.product_id!, quantity: line.product_qty })),
      dollarsToCents(subtotal),
      shipTo,
    );
    return {
      zone: quote.zone,
      weight_g: quote.weightG,
      oversized: quote.oversized,
      production_days: quote.productionDays,
      methods: quote.methods.map((method) => ({
        id: method.id,
        name: method.name,
        price: centsToDollars(method.priceCents),
        transit_days_min: method.transitDaysMin,
        transit_days_max: method.transitDaysMax,
        delivery_from: method.deliveryFrom,
        delivery_to: method.deliveryTo,
      })),
    };
  }

  /**
   * Prices lines about to be bought (product and quantity; the subtotal in cents, before any
   * rush fee) for a ship-to region, with each product's parcel as staff entered it. Checkout
   * opens payments and places orders with it.
   */
  async quoteLines(
    lines: readonly { productId: number; quantity: number }[],
    subtotalCents: number,
    shipTo: { country: ShippingCountry; region: string; rush: boolean },
  ): Promise<ShippingQuote> {
    const [parcels, zones, calendar] = await Promise.all([
      this.parcels.of(lines.map((line) => line.productId)),
      this.repository.zones(),
      this.repository.calendar(),
    ]);
    const shipment = lines.flatMap((line) => {
      const parcel = parcels.get(line.productId);
      return parcel ? [{ ...parcel, quantity: line.quantity }] : [];
    });
    // Delivery counted as the planner counts it, so checkout's dates and the plan's agree.
    const order = {
      now: this.now(),
      calendar,
      destination: shipTo.country,
      printed: shipment.some((line) => line.printed),
      rush: shipTo.rush,
    };
    return quoteShipping(zones, {
      ...shipTo,
      lines: shipment,
      subtotalCents,
      deliveryWindow: (method) => deliveryWindow(order, method),
    });
  }
}

function toZoneValues(zone: ShippingSettingsInput['zones'][number]): ZoneValues {
  return {
    id: zone.id,
    name: zone.name,
    regions: zone.regions,
    methods: zone.methods.map((method) => ({
      id: method.id,
      name: method.name,
      rateRule: toRateRule(method.rule),
      freeFromCents: method.free_from,
      transitDaysMin: method.transit_days_min,
      transitDaysMax: method.transit_days_max,
      carriesOversized: method.carries_oversized,
      active: method.active,
    })),
  };
}

/** The wire's rule (cents already, snake case) as the domain prices it. */
function toRateRule(rule: RateRuleInput): RateRule {
  if (rule.type === 'flat') return { type: 'flat', priceCents: rule.price };
  return {
    type: rule.type,
    bands: rule.bands.map((band) => ({ upTo: band.up_to, priceCents: band.price })),
  };
}

/** A stored rule in dollars; a subtotal band's limit is money too, a weight band's is grams. */
function toRuleView(rule: RateRule): RateRuleView {
  if (rule.type === 'flat') return { type: 'flat', price: centsToDollars(rule.priceCents) };
  const limit = (upTo: number | null) =>
    upTo === null || rule.type === 'weight' ? upTo : centsToDollars(upTo);
  return {
    type: rule.type,
    bands: rule.bands.map((band) => ({
      up_to: limit(band.upTo),
      price: centsToDollars(band.priceCents),
    })),
  };
}

function toZone(zone: StoredZone): ShippingZone {
  return {
    id: zone.id,
    name: zone.name,
    position: zone.position,
    regions: [...zone.regions],
    methods: zone.methods.map((method) => ({
      id: method.id,
      name: method.name,
      position: method.position,
      rule: toRuleView(method.rule),
      free_from: method.freeFromCents === null ? null : centsToDollars(method.freeFromCents),
      transit_days_min: method.transitDaysMin,
      transit_days_max: method.transitDaysMax,
      carries_oversized: method.carriesOversized,
      active: method.active,
    })),
  };
}
