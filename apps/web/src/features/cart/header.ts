// The storefront header's entry point to the cart: the button, its badge store and, on demand,
// the panel. Kept apart from index.ts, whose page and add-to-cart code (React Query, zod) the
// home page's JavaScript budget cannot carry.
export { CartButton } from './components/cart-button';
export { refreshCartCount } from './cart-count-store';
