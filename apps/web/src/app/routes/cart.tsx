import { CartPage } from '../../features/cart';

/** `/cart`: the signed-in shopper's cart. */
function CartRoute() {
  return <CartPage />;
}

export { CartRoute as Component };
