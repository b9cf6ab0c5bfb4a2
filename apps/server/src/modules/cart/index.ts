export { cartRoutes } from './cart.routes';
export { CartService } from './cart.service';
