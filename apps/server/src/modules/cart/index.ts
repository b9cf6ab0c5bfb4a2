export { cartRoutes } from './cart.routes';
export {
  cartLinesWhere,
  cartProductColumns,
  tradePricedLines,
  type CartLineRow,
  type CartOwner,
} from './cart.repository';
export { CartService, pricedCartLine, toCartLine } from './cart.service';
export { guestCartMerger, guestCartReader } from './guest-cart';
