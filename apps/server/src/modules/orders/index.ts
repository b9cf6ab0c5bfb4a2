export { ordersRoutes } from './orders.routes';
export { customerOrdersRoutes } from './customer-orders.routes';
