import { useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '../../features/cart';
import { refreshCartCount } from '../../features/cart/header';
import { OrderFinishing } from '../../features/checkout';

/**
 * `/checkout/payment/:paymentOrderId`: the Order Complete step while the shop finishes an order
 * whose payment went through, until it becomes the order or a refund.
 */
function CheckoutPaymentRoute() {
  const queryClient = useQueryClient();
  return (
    <OrderFinishing
      onSettled={() => {
        // An order the shop finished by itself emptied the cart as checkout would have.
        queryClient.removeQueries({ queryKey: cartKeys.all });
        refreshCartCount();
      }}
    />
  );
}

export { CheckoutPaymentRoute as Component };
