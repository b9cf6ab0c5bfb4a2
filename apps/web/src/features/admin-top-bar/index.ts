export { OrdersBell } from './components/orders-bell';
export { TopBarSearch } from './components/top-bar-search';
