import { CartPage } from '../../features/cart';

/** `/cart`: the signed-in shopper's cart (spec §2). */
function CartRoute() {
  return <CartPage />;
}

export { CartRoute as Component };
