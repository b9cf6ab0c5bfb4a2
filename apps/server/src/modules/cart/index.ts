export { cartRoutes } from './cart.routes';
export { cartLinesWhere, type CartLineRow, type CartOwner } from './cart.repository';
export { CartService, pricedCartLine, toCartLine } from './cart.service';
export { guestCartMerger, guestCartReader } from './guest-cart';
