export { cartRoutes } from './cart.routes';
export type { CartLineRow, CartOwner } from './cart.repository';
export { CartService, pricedCartLine, toCartLine } from './cart.service';
export { guestCartMerger, guestCartReader } from './guest-cart';
