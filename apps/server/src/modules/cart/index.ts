export { cartRoutes } from './cart.routes';
export type { CartLineRow } from './cart.repository';
export { CartService, pricedCartLine, toCartLine } from './cart.service';
export { guestCartMerger } from './guest-cart';
