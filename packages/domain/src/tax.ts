/**
 * Sales taxes by destination. A region (a US state, a Canadian province or territory) has named
 * components (GST, HST, PST, QST, RST, or a state's sales tax), each a rate in thousandths of a
 * percent (13 % = 13000, 9.975 % = 9975), so every rate in use is a whole number.
 *
 * Rounding: each component is computed once per order, on the order's taxable amount, and
 * rounded half up to the cent (never per line): what a customer can check against the
 * receipt's rate with one multiplication, and what Canada's rules allow (tax by invoice).
 * A component of 0.5 cent or more counts one cent; below, none.
 */
import { isShippingCountry, REGIONS } from './regions';

export const TAX_COMPONENT_NAMES = ['GST', 'HST', 'PST', 'QST', 'RST', 'Sales tax'] as const;
export type TaxComponentName = (typeof TAX_COMPONENT_NAMES)[number];

/** Thousandths of a percent in one whole: 100 % = 100,000. */
const WHOLE = 100_000;
/** No sales tax in the shop's countries comes near this; a larger rate is a typing slip. */
export const TAX_RATE_MAX_THOUSANDTHS = 30_000;
export const TAX_COMPONENTS_MAX = 3;

export interface TaxComponent {
  name: TaxComponentName;
  rateThousandths: number;
}

export interface TaxRegion {
  country: string;
  region: string;
  /** The shop is registered there and charges these components. */
  collect: boolean;
  /** Shipping charges are taxed too (where the law of the region says so). */
  shippingTaxable: boolean;
  components: TaxComponent[];
}

export interface TaxLine {
  name: TaxComponentName;
  rateThousandths: number;
  amountCents: number;
}

/** One component of an amount, rounded half up to the cent. */
export function taxCents(baseCents: number, rateThousandths: number): number {
  return Math.floor((baseCents * rateThousandths + WHOLE / 2) / WHOLE);
}

/**
 * The tax lines of an order going to `region`: none when the shop does not collect there.
 * `goodsCents` is what the products and production (rush) cost; `shippingCents` is taxed only
 * where shipping is taxable.
 */
export function orderTax(
  region: TaxRegion | undefined,
  amounts: { goodsCents: number; shippingCents?: number },
): TaxLine[] {
  if (!region?.collect) return [];
  const base = amounts.goodsCents + (region.shippingTaxable ? (amounts.shippingCents ?? 0) : 0);
  return region.components.map((component) => ({
    ...component,
    amountCents: taxCents(base, component.rateThousandths),
  }));
}

export function taxTotalCents(lines: readonly TaxLine[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}

/** "13", "9.975": a rate as staff type it and receipts print it (with a % after). */
export function formatTaxRate(rateThousandths: number): string {
  return String(rateThousandths / 1000);
}

/** "9.975" → 9975; undefined for anything but a percent with at most three decimals. */
export function parseTaxRate(text: string): number | undefined {
  const match = /^(\d{1,2})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** "HST 13%", as receipts and e-mails name a line. */
export function taxLineLabel(line: { name: string; rateThousandths: number }): string {
  return `${line.name} ${formatTaxRate(line.rateThousandths)}%`;
}

/** Whether `region` is a state or province of `country` the shop ships to. */
export function isTaxRegion(country: string, region: string): boolean {
  return isShippingCountry(country) && REGIONS[country].some((r) => r.code === region);
}
