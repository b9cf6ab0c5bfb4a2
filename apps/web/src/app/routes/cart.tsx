import { CartPage } from '../../features/cart';
import { ShowPlannerBox } from '../../features/shows';

/** `/cart`: the shopper's cart, with the planner for a show or a date under its lines. */
function CartRoute() {
  return <CartPage planBox={(cart) => <ShowPlannerBox cartKey={cart.subtotal} />} />;
}

export { CartRoute as Component };
