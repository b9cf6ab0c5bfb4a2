import { z } from 'zod';
import { formatMoney } from '../money';
import { REGION_LABEL, SHIPPING_COUNTRIES } from '../regions';
import { isRegionOf } from '../shipping';
import { amountField } from './amount-field';
import { checkbox } from './checkout';
import { ID_MAX, requiredText } from './fields';
import { PRICE_MAX_CENTS } from './products';

// ---------------------------------------------------------------------------------------------
// Staff's shipping settings: zones, the regions they cover, and each zone's methods.
// On the wire, prices are dollars (text or number in, number out) and weights grams.

export const SHIPPING_ZONES_MAX = 20;
export const SHIPPING_METHODS_MAX = 10;
export const RATE_BANDS_MAX = 20;
export const TRANSIT_DAYS_MAX = 60;
export const SHIPPING_NAME_MAX = 60;

/** Amounts in dollars, never negative (the amount format has no sign), bounded like prices. */
const shippingPrice = (label: string) =>
  amountField(label, `The ${label} is required.`).pipe(
    z
      .number()
      .max(
        PRICE_MAX_CENTS,
        `The ${label} may not be greater than ${formatMoney(PRICE_MAX_CENTS)}.`,
      ),
  );

/** A weight band's limit: 100 tonnes, beyond any shipment yet within an integer column. */
export const BAND_WEIGHT_MAX_G = 100_000_000;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `The ${label} must be a whole number.` })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(max, `The ${label} may not be greater than ${max}.`);

const optionalId = z.number().int().min(1).max(ID_MAX).optional();

/** Bands in rising order; only the last may be open-ended (null). */
function checkBands(bands: readonly { up_to: number | null }[], context: z.RefinementCtx) {
  bands.forEach((band, index) => {
    const previous = index > 0 ? bands[index - 1]!.up_to : undefined;
    if (band.up_to === null && index < bands.length - 1) {
      context.addIssue({
        code: 'custom',
        path: [index, 'up_to'],
        message: 'Only the last band may have no upper limit.',
      });
    } else if (band.up_to !== null && previous != null && band.up_to <= previous) {
      context.addIssue({
        code: 'custom',
        path: [index, 'up_to'],
        message: 'Each band must end above the one before it.',
      });
    }
  });
}

const bandList = <T extends z.ZodType>(band: T) =>
  z
    .array(band)
    .min(1, 'Add at least one band.')
    .max(RATE_BANDS_MAX, `Keep it to ${RATE_BANDS_MAX} bands.`);

/** Weight bands: limits in grams, inclusive; null: no upper limit. */
const WeightBandsSchema = bandList(
  z.strictObject({
    up_to: wholeNumber('band limit', 1, BAND_WEIGHT_MAX_G).nullable(),
    price: shippingPrice('band price'),
  }),
).superRefine(checkBands);

/** Subtotal bands: limits in dollars, inclusive; null: no upper limit. */
const SubtotalBandsSchema = bandList(
  z.strictObject({
    up_to: shippingPrice('band limit').nullable(),
    price: shippingPrice('band price'),
  }),
).superRefine(checkBands);

export const RateRuleInputSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('flat'), price: shippingPrice('price') }),
    z.strictObject({ type: z.literal('weight'), bands: WeightBandsSchema }),
    z.strictObject({ type: z.literal('subtotal'), bands: SubtotalBandsSchema }),
  ],
  { error: 'Choose a flat rate, weight bands or subtotal bands.' },
);

export const ShippingMethodInputSchema = z
  .strictObject({
    /** The method being edited; absent for a new one. */
    id: optionalId,
    name: requiredText('method name', SHIPPING_NAME_MAX),
    rule: RateRuleInputSchema,
    /** Free from this subtotal on (dollars); null: never free. */
    free_from: shippingPrice('free-shipping threshold').nullable().default(null),
    transit_days_min: wholeNumber('shortest transit', 0, TRANSIT_DAYS_MAX),
    transit_days_max: wholeNumber('longest transit', 0, TRANSIT_DAYS_MAX),
    carries_oversized: checkbox.default(false),
    active: checkbox.default(true),
  })
  .superRefine((method, context) => {
    if (method.transit_days_max < method.transit_days_min) {
      context.addIssue({
        code: 'custom',
        path: ['transit_days_max'],
        message: 'The longest transit may not be shorter than the shortest.',
      });
    }
  });

const RegionRefSchema = z.strictObject({
  country: z.enum(SHIPPING_COUNTRIES, { error: 'Choose the USA or Canada.' }),
  region: z.string().trim().toUpperCase(),
});

export const ShippingZoneInputSchema = z.strictObject({
  id: optionalId,
  name: requiredText('zone name', SHIPPING_NAME_MAX),
  regions: z.array(RegionRefSchema).min(1, 'Give the zone at least one state or province.').max(80),
  methods: z
    .array(ShippingMethodInputSchema)
    .max(SHIPPING_METHODS_MAX, `Keep it to ${SHIPPING_METHODS_MAX} methods a zone.`),
});

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * PUT /api/admin/settings/shipping: every zone with its methods, in the order shown. Checked as a
 * whole: known regions, each in one zone at most, distinct zone names and method names in a zone.
 * Zones and methods sent with an id are kept (with that id); those left out are deleted.
 */
export const ShippingSettingsRequestSchema = z
  .strictObject({
    zones: z
      .array(ShippingZoneInputSchema)
      .max(SHIPPING_ZONES_MAX, `Keep it to ${SHIPPING_ZONES_MAX} zones.`),
  })
  .superRefine(({ zones }, context) => {
    const owner = new Map<string, string>();
    zones.forEach((zone, z) => {
      if (zones.slice(0, z).some((other) => sameName(other.name, zone.name))) {
        context.addIssue({
          code: 'custom',
          path: ['zones', z, 'name'],
          message: 'Another zone has this name.',
        });
      }
      zone.regions.forEach(({ country, region }, r) => {
        const path = ['zones', z, 'regions', r, 'region'];
        if (!isRegionOf(country, region)) {
          const label = REGION_LABEL[country].toLowerCase();
          context.addIssue({ code: 'custom', path, message: `Choose a ${label} of ${country}.` });
          return;
        }
        const key = `${country}-${region}`;
        const taken = owner.get(key);
        if (taken !== undefined) {
          context.addIssue({ code: 'custom', path, message: `${region} is already in ${taken}.` });
        } else owner.set(key, zone.name);
      });
      zone.methods.forEach((method, m) => {
        if (zone.methods.slice(0, m).some((other) => sameName(other.name, method.name))) {
          context.addIssue({
            code: 'custom',
            path: ['zones', z, 'methods', m, 'name'],
            message: 'Another method of this zone has this name.',
          });
        }
      });
    });
  });
export type ShippingSettingsRequest = z.input<typeof ShippingSettingsRequestSchema>;
export type ShippingSettingsInput = z.output<typeof ShippingSettingsRequestSchema>;
export type ShippingZoneInput = z.output<typeof ShippingZoneInputSchema>;
export type ShippingMethodInput = z.output<typeof ShippingMethodInputSchema>;
export type RateRuleInput = z.output<typeof RateRuleInputSchema>;

const BandSchema = z.object({ up_to: z.number().nullable(), price: z.number() });

export const RateRuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('flat'), price: z.number() }),
  z.object({ type: z.literal('weight'), bands: z.array(BandSchema) }),
  z.object({ type: z.literal('subtotal'), bands: z.array(BandSchema) }),
]);
export type RateRuleView = z.infer<typeof RateRuleSchema>;

export const ShippingMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  rule: RateRuleSchema,
  free_from: z.number().nullable(),
  transit_days_min: z.number().int(),
  transit_days_max: z.number().int(),
  carries_oversized: z.boolean(),
  active: z.boolean(),
});
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

export const ShippingZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  regions: z.array(z.object({ country: z.enum(SHIPPING_COUNTRIES), region: z.string() })),
  methods: z.array(ShippingMethodSchema),
});
export type ShippingZone = z.infer<typeof ShippingZoneSchema>;

/** GET and PUT /api/admin/settings/shipping. */
export const ShippingSettingsResponseSchema = z.object({
  status: z.literal(200),
  zones: z.array(ShippingZoneSchema),
});
export type ShippingSettingsResponse = z.infer<typeof ShippingSettingsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The quote: what delivering the signed-in customer's cart to a region costs, method by method.

/** POST /api/shipping/quote */
export const ShippingQuoteRequestSchema = z
  .strictObject({
    country: z.enum(SHIPPING_COUNTRIES, { error: 'Choose the USA or Canada.' }),
    region: z.string({ error: 'Choose a state or province.' }).trim().toUpperCase(),
    rush: checkbox.default(false),
  })
  .superRefine((request, context) => {
    if (!isRegionOf(request.country, request.region)) {
      const label = REGION_LABEL[request.country].toLowerCase();
      context.addIssue({ code: 'custom', path: ['region'], message: `Choose a ${label}.` });
    }
  });
export type ShippingQuoteRequest = z.input<typeof ShippingQuoteRequestSchema>;

export const QuotedMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Dollars; 0 when free. */
  price: z.number(),
  transit_days_min: z.number().int(),
  transit_days_max: z.number().int(),
  /** Expected delivery window, YYYY-MM-DD, production included. */
  delivery_from: z.string(),
  delivery_to: z.string(),
});
export type QuotedShippingMethod = z.infer<typeof QuotedMethodSchema>;

export const ShippingQuoteResponseSchema = z.object({
  status: z.literal(200),
  /** The zone of the region; null when the shop has none for it (then no methods). */
  zone: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  weight_g: z.number().int(),
  /** A parcel of the cart exceeds what parcel carriers take: only freight methods remain. */
  oversized: z.boolean(),
  production_days: z.number().int(),
  methods: z.array(QuotedMethodSchema),
});
export type ShippingQuoteResponse = z.infer<typeof ShippingQuoteResponseSchema>;
