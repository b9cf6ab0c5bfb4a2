export { useOrder, useOrders } from './api/orders-api';
export { OrderDetails } from './components/order-details';
export { OrdersTable } from './components/orders-table';
