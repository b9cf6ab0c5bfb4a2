import {
  centsToDollars,
  dollarsToCents,
  lineTotalCents,
  orderTotals,
  type CartLine,
  type CartResponse,
  type PricedLine,
} from '@backlit/domain';

/** How many items the cart holds (the header badge). */
export function totalQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + Math.max(0, line.product_qty), 0);
}

/**
 * The cart as it will be once the server has applied `delta` to line `lineId`: what the page
 * shows at once, before the server answers. A line brought to 0 goes, as the server removes it.
 * Totals are worked out in cents the way the server prices the cart; its next answer replaces
 * them anyway.
 */
export function changeQuantity(cart: CartResponse, lineId: number, delta: number): CartResponse {
  const lines = cart.cart.flatMap((line) => {
    if (line.id !== lineId) return [line];
    const quantity = Math.max(0, line.product_qty + delta);
    if (quantity === 0) return [];
    const changed = { ...line, product_qty: quantity };
    return [{ ...changed, line_total: centsToDollars(lineTotalCents(pricedLine(changed))) }];
  });
  return { ...cart, cart: lines, subtotal: subtotalOf(lines) };
}

/** The cart without line `lineId` (removed on the server). */
export function withoutLine(cart: CartResponse, lineId: number): CartResponse {
  const lines = cart.cart.filter((line) => line.id !== lineId);
  return { ...cart, cart: lines, subtotal: subtotalOf(lines) };
}

/** A line at its product's price; an unavailable line (product deleted or sold out) costs nothing. */
function pricedLine(line: CartLine): PricedLine {
  return {
    unitPriceCents: line.product && line.available ? dollarsToCents(line.product.originalPrice) : 0,
    quantity: line.product_qty,
  };
}

function subtotalOf(lines: readonly CartLine[]): number {
  return centsToDollars(orderTotals(lines.map(pricedLine), false).subtotalCents);
}

/**
 * Undoes a refused `delta` on `line` (as it was before the change, at `index`): the line gets
 * its quantity back, or returns to its place if the change had removed it.
 */
export function undoQuantityChange(
  cart: CartResponse,
  line: CartLine,
  index: number,
  delta: number,
): CartResponse {
  if (cart.cart.some((current) => current.id === line.id)) {
    return changeQuantity(cart, line.id, -delta);
  }
  const lines = [...cart.cart];
  lines.splice(Math.min(index, lines.length), 0, line);
  return { ...cart, cart: lines, subtotal: subtotalOf(lines) };
}
