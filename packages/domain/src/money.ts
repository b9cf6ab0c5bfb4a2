/**
 * Money: integer cents inside the system. The API speaks dollars with two decimals — JSON numbers
 * in its answers (`originalPrice: 12.3`), decimal text where exact digits are needed (payment
 * providers, form fields, exports: '123.45'). Kept free of zod so the storefront can format a
 * price without loading the schemas.
 */

export const CURRENCY = 'USD';

// ---------------------------------------------------------------------------------------------
// Between cents and the wire.

/** 1230 → 12.3, an amount of the API's answers. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** 12.3 → 1230: an amount of the API's answers back in cents, binary-fraction noise rounded away. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** 12345 → '123.45': two decimals written from the integer, so no float rounding can creep in. */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * '12.3' → 1230, ' 7 ' → 700: a typed price or a provider's amount, read digit by digit;
 * undefined when the text is not a plain amount with at most two decimals.
 */
export function amountToCents(text: string): number | undefined {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

// ---------------------------------------------------------------------------------------------
// On screen, in e-mails and on invoices.

export interface MoneyFormat {
  /** Writes the currency code after the amount, as product cards and order totals do. */
  code?: boolean;
  /** False leaves the dollar sign out where the code alone names the currency (invoice columns). */
  symbol?: boolean;
}

/** 123450 → '$1,234.50'; `{ code: true }` → '$1,234.50 USD'; `{ code: true, symbol: false }` → '1,234.50 USD'. */
export function formatMoney(
  cents: number,
  { code = false, symbol = true }: MoneyFormat = {},
): string {
  // Written by hand as en-US writes dollars ("-$1,234.50"): an Intl.NumberFormat loads the
  // locale's data when made, a cost on every page's start for a format this simple.
  const whole = Math.round(Math.abs(cents));
  const grouped = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const amount = `${cents < 0 && whole > 0 ? '-' : ''}${symbol ? '$' : ''}${grouped}.${String(whole % 100).padStart(2, '0')}`;
  return code ? `${amount} ${CURRENCY}` : amount;
}

/** Dollars as the API carries them, written as `formatMoney` writes cents. */
export function formatDollars(dollars: number, format?: MoneyFormat): string {
  return formatMoney(dollarsToCents(dollars), format);
}

// ---------------------------------------------------------------------------------------------
// What an order costs.

/** 2-Day Rush: 25 % of the order total, at least $50. */
export const RUSH_FEE_PERCENT = 25;
export const RUSH_FEE_MIN_CENTS = 5_000;

/**
 * The most one order may cost, rush included: $10,000,000.00. Money columns are 32-bit integers
 * of cents (at most $21,474,836.47), and the inputs are bounded rather than the columns widened:
 * a product costs at most PRICE_MAX_CENTS and a cart line holds at most 10, but a cart may hold
 * many lines, so checkout refuses a total past this bound. Then every amount stored for an order
 * (subtotal, rush fee, total, payment, captured, each refund) fits; sums over many orders are
 * made in SQL, where they are 64-bit.
 */
export const ORDER_TOTAL_MAX_CENTS = 1_000_000_000;

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface OrderTotals {
  subtotalCents: number;
  rushFeeCents: number;
  totalCents: number;
}

/** Unit price × quantity. */
export function lineTotalCents(line: PricedLine): number {
  return line.unitPriceCents * line.quantity;
}

/** The 2-Day Rush fee for a subtotal, in cents: 25 % rounded half up to the cent, at least $50. */
export function rushFeeCents(subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  return Math.max(RUSH_FEE_MIN_CENTS, Math.round((subtotalCents * RUSH_FEE_PERCENT) / 100));
}

/** The sum of the lines, plus the rush fee when asked for. */
export function orderTotals(lines: readonly PricedLine[], rush: boolean): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const fee = rush ? rushFeeCents(subtotalCents) : 0;
  return { subtotalCents, rushFeeCents: fee, totalCents: subtotalCents + fee };
}
