/**
 * Trade prices: what a member of a customer group pays for one unit of a product. Kept free of
 * zod and I/O so the server prices carts with it and the tests can check it to the cent.
 *
 * The rule, in order:
 * 1. the group's fixed price for the product, when it has one ('fixed'); otherwise the list
 *    price less the group's percentage ('percent'; none when the group takes nothing off);
 * 2. then the best quantity tier the line reaches (the group's tiers for this product and its
 *    tiers for every product alike, the largest percentage wins) comes off that price ('tier');
 * 3. the result is rounded once, half up to the cent, per unit; a line costs unit × quantity;
 * 4. a member never pays more than the list price: a fixed price above it is not used.
 */

/** Which rule gave a member's price; the list price has none. */
export const PRICE_RULES = ['fixed', 'percent', 'tier'] as const;
export type PriceRule = (typeof PRICE_RULES)[number];

/**
 * How many products one ask for a member's prices may name: a catalogue page's worth and more.
 * Here, free of zod, because the storefront's pages batch their asks by it.
 */
export const TRADE_PRICES_MAX_PRODUCTS = 100;

/** Percentages are kept in basis points: 1 % = 100, 100 % = 10 000. */
export const BASIS_POINTS = 10_000;

export interface GroupPriceRules {
  /** The group's percentage off the list price, in basis points (0: none). */
  percentOffBp: number;
  /** The group's fixed price of this product in cents, when it has one. */
  fixedCents: number | undefined;
  /** The group's tiers that apply to this product: from `minQuantity` units, `percentOffBp` off. */
  tiers: readonly { minQuantity: number; percentOffBp: number }[];
}

export interface UnitPrice {
  /** What one unit costs the buyer, in cents. */
  cents: number;
  listCents: number;
  /** Null when the buyer pays the list price. */
  rule: PriceRule | null;
}

/** n / d rounded half up, exact for any integers JavaScript can hold. */
function divideHalfUp(n: bigint, d: bigint): number {
  return Number((n * 2n + d) / (2n * d));
}

/** The best tier's basis points for `quantity` units (0 when it reaches none). */
export function bestTierBp(rules: Pick<GroupPriceRules, 'tiers'>, quantity: number): number {
  let best = 0;
  for (const tier of rules.tiers) {
    if (tier.minQuantity <= quantity && tier.percentOffBp > best) best = tier.percentOffBp;
  }
  return best;
}

/** One unit of a product at the group's price for a line of `quantity` units. */
export function tradeUnitPrice(
  listCents: number,
  quantity: number,
  rules: GroupPriceRules,
): UnitPrice {
  const fixed = rules.fixedCents !== undefined && rules.fixedCents <= listCents;
  const baseCents = fixed ? rules.fixedCents! : listCents;
  const groupBp = fixed ? 0 : rules.percentOffBp;
  const tierBp = bestTierBp(rules, quantity);
  const bp = BigInt(BASIS_POINTS);
  const cents = divideHalfUp(
    BigInt(baseCents) * (bp - BigInt(groupBp)) * (bp - BigInt(tierBp)),
    bp * bp,
  );
  const rule: PriceRule | null =
    tierBp > 0 ? 'tier' : fixed ? 'fixed' : groupBp > 0 ? 'percent' : null;
  return { cents, listCents, rule };
}

/** 12.5 (%) → 1250 basis points. */
export function percentToBp(percent: number): number {
  return Math.round(percent * 100);
}

/** 1250 basis points → 12.5 (%). */
export function bpToPercent(bp: number): number {
  return bp / 100;
}
