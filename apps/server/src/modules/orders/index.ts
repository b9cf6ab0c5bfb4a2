export { ordersRoutes } from './orders.routes';
export { OrdersService } from './orders.service';
export { recordProviderRefund } from './provider-refund';
export { customerOrdersRoutes } from './customer-orders.routes';
