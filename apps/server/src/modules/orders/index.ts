export { ordersRoutes } from './orders.routes';
export { recordProviderRefund } from './provider-refund';
