export { useDashboard } from './api/get-dashboard';
export { LowStock } from './components/low-stock';
export { PeriodPicker } from './components/period-picker';
export { RecentOrders } from './components/recent-orders';
export { SalesChart } from './components/sales-chart';
export { StatTiles } from './components/stat-tiles';
export { TodoList } from './components/todo-list';
export { periodFromSearch } from './lib/period';
