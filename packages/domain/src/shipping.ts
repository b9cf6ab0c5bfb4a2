import { REGIONS, type ShippingCountry } from './regions';

// ---------------------------------------------------------------------------------------------
// Parcels: what one unit of a product weighs and measures once packed.

/**
 * Beyond these, UPS and FedEx refuse a package as a parcel and it travels by freight: at most
 * 150 lb (68 kg), at most 108 in (274 cm) on its longest side, and at most 165 in (419 cm) of
 * length plus girth (twice the two shorter sides). Both carriers publish the same maximums, and
 * they are the ones the shop's US and Canadian ground services share; a 3 m frame in its case
 * crosses them, a 2 m one does not.
 */
export const PARCEL_MAX_WEIGHT_G = 68_000;
export const PARCEL_MAX_LENGTH_MM = 2_740;
export const PARCEL_MAX_LENGTH_PLUS_GIRTH_MM = 4_190;

/** Bounds of the product form's shipping fields: far above any parcel, below the 32-bit columns. */
export const PRODUCT_WEIGHT_MAX_G = 1_000_000;
export const PACKAGE_SIZE_MAX_MM = 10_000;

export interface Parcel {
  /** Weight of one packed unit, in grams; null when staff have not entered it (counts as 0). */
  weightG: number | null;
  /** Length, width and height of its package in millimetres, in any order; null when unknown. */
  sizeMm: readonly [number, number, number] | null;
}

/** Whether a packed unit is too large or heavy to go as a parcel (see the limits above). */
export function isOversized(parcel: Parcel): boolean {
  if (parcel.weightG !== null && parcel.weightG > PARCEL_MAX_WEIGHT_G) return true;
  if (parcel.sizeMm === null) return false;
  const [length, width, height] = [...parcel.sizeMm].sort((a, b) => b - a) as [
    number,
    number,
    number,
  ];
  const girth = 2 * (width + height);
  return length > PARCEL_MAX_LENGTH_MM || length + girth > PARCEL_MAX_LENGTH_PLUS_GIRTH_MM;
}

// ---------------------------------------------------------------------------------------------
// Rates: how staff price a method.

/** A band covers everything up to and including `upTo`; the last may have no limit (null). */
export interface RateBand {
  upTo: number | null;
  priceCents: number;
}

export type RateRule =
  | { type: 'flat'; priceCents: number }
  /** Bands of the shipment's weight in grams. */
  | { type: 'weight'; bands: readonly RateBand[] }
  /** Bands of the order's subtotal in cents. */
  | { type: 'subtotal'; bands: readonly RateBand[] };

export const RATE_RULE_TYPES = ['flat', 'weight', 'subtotal'] as const;

export interface ShippingMethodRule {
  id: number;
  name: string;
  rule: RateRule;
  /** Free when the order's subtotal is at least this, in cents; null: never free. */
  freeFromCents: number | null;
  transitDaysMin: number;
  transitDaysMax: number;
  /** Whether it can carry a shipment holding an oversized parcel (freight). */
  carriesOversized: boolean;
  active: boolean;
}

export interface ShippingZoneRule {
  id: number;
  name: string;
  regions: readonly { country: ShippingCountry; region: string }[];
  /** In the order staff set them. */
  methods: readonly ShippingMethodRule[];
}

/** The price of a band rule for a measure, or undefined when it lies beyond the last band. */
export function bandPrice(bands: readonly RateBand[], measure: number): number | undefined {
  return bands.find((band) => band.upTo === null || measure <= band.upTo)?.priceCents;
}

// ---------------------------------------------------------------------------------------------
// Delivery dates.

/** 2-Day Rush prints and ships within 2 working days; without it the shop takes 5. */
export const RUSH_PRODUCTION_DAYS = 2;
export const STANDARD_PRODUCTION_DAYS = 5;

// ---------------------------------------------------------------------------------------------
// The quote.

export interface ShipmentLine extends Parcel {
  quantity: number;
}

export interface Shipment {
  country: ShippingCountry;
  region: string;
  /** The buyable lines only (what the order will hold). */
  lines: readonly ShipmentLine[];
  /** The buyable subtotal in cents, before any rush fee. */
  subtotalCents: number;
  rush: boolean;
  /**
   * When a method with this transit would deliver an order placed now: the planner's
   * `deliveryWindow`, with the shop's calendar, the destination and whether anything is printed.
   */
  deliveryWindow: (method: { transitDaysMin: number; transitDaysMax: number }) => {
    deliveryFrom: string;
    deliveryTo: string;
  };
}

export interface QuotedMethod {
  id: number;
  name: string;
  priceCents: number;
  transitDaysMin: number;
  transitDaysMax: number;
  /** The earliest and latest expected delivery dates, YYYY-MM-DD. */
  deliveryFrom: string;
  deliveryTo: string;
}

export interface ShippingQuote {
  zone: { id: number; name: string } | null;
  weightG: number;
  oversized: boolean;
  productionDays: number;
  /** The active methods of the zone that can carry the shipment, in the zone's order. */
  methods: QuotedMethod[];
}

/** The zone that holds a country's region, if any (a region belongs to at most one zone). */
export function zoneFor(
  zones: readonly ShippingZoneRule[],
  country: ShippingCountry,
  region: string,
): ShippingZoneRule | undefined {
  return zones.find((zone) =>
    zone.regions.some((place) => place.country === country && place.region === region),
  );
}

/** What a method charges for a shipment, or undefined when it cannot carry it. */
export function methodPrice(
  method: ShippingMethodRule,
  weightG: number,
  oversized: boolean,
  subtotalCents: number,
): number | undefined {
  if (!method.active || (oversized && !method.carriesOversized)) return undefined;
  const { rule } = method;
  const price =
    rule.type === 'flat'
      ? rule.priceCents
      : bandPrice(rule.bands, rule.type === 'weight' ? weightG : subtotalCents);
  if (price === undefined) return undefined;
  return method.freeFromCents !== null && subtotalCents >= method.freeFromCents ? 0 : price;
}

/**
 * Prices a shipment with the zones staff set: the zone of the ship-to region, then each of its
 * active methods that can carry the parcels, with its price in cents and the delivery window the
 * shipment's `deliveryWindow` gives for the method's transit.
 */
export function quoteShipping(
  zones: readonly ShippingZoneRule[],
  shipment: Shipment,
): ShippingQuote {
  const weightG = shipment.lines.reduce(
    (sum, line) => sum + (line.weightG ?? 0) * line.quantity,
    0,
  );
  const oversized = shipment.lines.some((line) => line.quantity > 0 && isOversized(line));
  const productionDays = shipment.rush ? RUSH_PRODUCTION_DAYS : STANDARD_PRODUCTION_DAYS;
  const zone = zoneFor(zones, shipment.country, shipment.region);
  const methods = (zone?.methods ?? []).flatMap((method): QuotedMethod[] => {
    const priceCents = methodPrice(method, weightG, oversized, shipment.subtotalCents);
    if (priceCents === undefined) return [];
    const { deliveryFrom, deliveryTo } = shipment.deliveryWindow(method);
    return [
      {
        id: method.id,
        name: method.name,
        priceCents,
        transitDaysMin: method.transitDaysMin,
        transitDaysMax: method.transitDaysMax,
        deliveryFrom,
        deliveryTo,
      },
    ];
  });
  return {
    zone: zone ? { id: zone.id, name: zone.name } : null,
    weightG,
    oversized,
    productionDays,
    methods,
  };
}

/** Whether a region code is one of the country's states or provinces. */
export function isRegionOf(country: ShippingCountry, region: string): boolean {
  return REGIONS[country].some((known) => known.code === region);
}
