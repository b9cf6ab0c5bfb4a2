export { WishlistPage } from './components/wishlist-page';
export { WishlistToggle } from './components/wishlist-toggle';
