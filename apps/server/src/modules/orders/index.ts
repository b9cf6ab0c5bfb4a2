export { ordersRoutes } from './orders.routes';
export { OrdersService } from './orders.service';
export { recordProviderRefund } from './provider-refund';
export { customerOrdersRoutes } from './customer-orders.routes';
export { GuestOrders } from './guest-orders.service';
export { orderMailSamples } from './order.mail-samples';
export { approvalsAfterLimitChange } from './order-approvals';
