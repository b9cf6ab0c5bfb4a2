export { ordersRoutes } from './orders.routes';
export { recordProviderRefund } from './provider-refund';
export { customerOrdersRoutes } from './customer-orders.routes';
