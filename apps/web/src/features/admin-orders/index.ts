export { exportOrdersUrl } from './api/export-orders';
export { useOrder } from './api/get-order';
export { filterSearch, useOrders } from './api/get-orders';
export { OrderActions } from './components/order-actions';
export { OrderDetails } from './components/order-details';
export { OrderHistory } from './components/order-history';
export { OrderLinksPanel } from './components/order-links-panel';
export {
  filterFromSearch,
  OrdersFilterBar,
  type OrdersFilterValues,
} from './components/orders-filter-bar';
export { OrdersTable } from './components/orders-table';
