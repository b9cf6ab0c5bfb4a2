// The header's light entry point is ./header (CartButton); this one carries React Query and zod.
export { AddToCartButton } from './components/add-to-cart-button';
export { CartPage } from './components/cart-page';
export { cartKeys } from './api/get-cart';
export { requestCartPanel } from './cart-panel-request';
export { useCart } from './api/get-cart';
