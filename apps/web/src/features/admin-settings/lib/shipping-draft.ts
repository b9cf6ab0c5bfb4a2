import {
  centsToAmount,
  dollarsToCents,
  ShippingSettingsRequestSchema,
  type RateRuleView,
  type ShippingCountry,
  type ShippingSettingsRequest,
  type ShippingZone,
  type ValidationErrors,
} from '@backlit/domain';

/** The shipping settings as the form edits them: every field as typed, keys for React lists. */
export type RuleType = RateRuleView['type'];

export interface BandDraft {
  key: string;
  /** Grams for weight bands, dollars for subtotal bands; blank: no upper limit. */
  upTo: string;
  price: string;
}

export interface MethodDraft {
  key: string;
  id?: number;
  name: string;
  type: RuleType;
  /** The flat rule's price. */
  price: string;
  bands: BandDraft[];
  freeFrom: string;
  transitMin: string;
  transitMax: string;
  carriesOversized: boolean;
  active: boolean;
}

export interface ZoneDraft {
  key: string;
  id?: number;
  name: string;
  /** `US-GA`, `CA-ON` … */
  regions: string[];
  methods: MethodDraft[];
}

let nextKey = 0;
const newKey = () => `draft-${++nextKey}`;

const money = (dollars: number | null) =>
  dollars === null ? '' : centsToAmount(dollarsToCents(dollars));

export const regionKey = (country: ShippingCountry, region: string) => `${country}-${region}`;

export function newBand(): BandDraft {
  return { key: newKey(), upTo: '', price: '' };
}

export function newMethod(): MethodDraft {
  return {
    key: newKey(),
    name: '',
    type: 'flat',
    price: '',
    bands: [newBand()],
    freeFrom: '',
    transitMin: '',
    transitMax: '',
    carriesOversized: false,
    active: true,
  };
}

export function newZone(): ZoneDraft {
  return { key: newKey(), name: '', regions: [], methods: [newMethod()] };
}

/** The saved settings as the form's starting values. */
export function toDrafts(zones: readonly ShippingZone[]): ZoneDraft[] {
  return zones.map((zone) => ({
    key: newKey(),
    id: zone.id,
    name: zone.name,
    regions: zone.regions.map((place) => regionKey(place.country, place.region)),
    methods: zone.methods.map((method) => ({
      key: newKey(),
      id: method.id,
      name: method.name,
      type: method.rule.type,
      price: method.rule.type === 'flat' ? money(method.rule.price) : '',
      bands:
        method.rule.type === 'flat'
          ? [newBand()]
          : method.rule.bands.map((band) => ({
              key: newKey(),
              upTo:
                band.up_to === null
                  ? ''
                  : method.rule.type === 'weight'
                    ? String(band.up_to)
                    : money(band.up_to),
              price: money(band.price),
            })),
      freeFrom: money(method.free_from),
      transitMin: String(method.transit_days_min),
      transitMax: String(method.transit_days_max),
      carriesOversized: method.carries_oversized,
      active: method.active,
    })),
  }));
}

/** A typed whole number as a number; anything else goes as typed, for the schema to name. */
const wholeOrText = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);
const blankToNull = <T>(text: string, then: (text: string) => T) =>
  text.trim() === '' ? null : then(text);

/** The form as the request the server takes (the same schema checks it first in the browser). */
export function toRequest(drafts: readonly ZoneDraft[]): ShippingSettingsRequest {
  return {
    zones: drafts.map((zone) => ({
      ...(zone.id === undefined ? {} : { id: zone.id }),
      name: zone.name,
      regions: zone.regions.map((key) => {
        const [country, region] = key.split('-') as [ShippingCountry, string];
        return { country, region };
      }),
      methods: zone.methods.map((method) => ({
        ...(method.id === undefined ? {} : { id: method.id }),
        name: method.name,
        rule:
          method.type === 'flat'
            ? { type: 'flat' as const, price: method.price }
            : method.type === 'weight'
              ? {
                  type: 'weight' as const,
                  bands: method.bands.map((band) => ({
                    up_to: blankToNull(band.upTo, wholeOrText) as number | null,
                    price: band.price,
                  })),
                }
              : {
                  type: 'subtotal' as const,
                  bands: method.bands.map((band) => ({
                    up_to: blankToNull(band.upTo, (text) => text),
                    price: band.price,
                  })),
                },
        free_from: blankToNull(method.freeFrom, (text) => text),
        transit_days_min: wholeOrText(method.transitMin) as number,
        transit_days_max: wholeOrText(method.transitMax) as number,
        carries_oversized: method.carriesOversized,
        active: method.active,
      })),
    })),
  };
}

/** The browser's check of the whole form, keyed like the server's `validation_errors`. */
export function checkDrafts(drafts: readonly ZoneDraft[]): ValidationErrors {
  const result = ShippingSettingsRequestSchema.safeParse(toRequest(drafts));
  if (result.success) return {};
  const errors: ValidationErrors = {};
  for (const issue of result.error.issues) {
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  }
  return errors;
}
