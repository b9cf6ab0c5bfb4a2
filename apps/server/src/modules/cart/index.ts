export { cartRoutes } from './cart.routes';
