import {
  centsToDollars,
  dollarsToCents,
  isCartLineAvailable,
  lineTotalCents,
  type CartLine,
} from '@backlit/domain';
import { answer } from './fake-api';

/**
 * A cart line as GET /api/cart answers it; `product: null` for a deleted product, `stock: 0` for
 * a sold-out one (both unavailable, priced at nothing).
 */
export function makeCartLine(
  id: number,
  quantity: number,
  product: Partial<NonNullable<CartLine['product']>> | null = {},
): CartLine {
  const full = product && {
    id: id * 10,
    name: `Frame ${id}`,
    slug: `frame-${id}`,
    sku: `BF-${id}`,
    image: `products/frame-${id}-800.webp`,
    originalPrice: 100,
    stock: 12,
    trade: null,
    ...product,
  };
  const available = isCartLineAvailable(full);
  const unitPriceCents = full && available ? dollarsToCents(full.originalPrice) : 0;
  return {
    id,
    product_id: full ? full.id : null,
    product_qty: quantity,
    product: full,
    available,
    line_total: centsToDollars(lineTotalCents({ unitPriceCents, quantity })),
    reorder_artwork: null,
  };
}

/** The answer of GET /api/cart for these lines. */
export const cartAnswer = (lines: CartLine[]) =>
  answer(200, {
    cart: lines,
    subtotal: centsToDollars(lines.reduce((sum, line) => sum + dollarsToCents(line.line_total), 0)),
  });
