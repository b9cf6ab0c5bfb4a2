import { useQueryClient } from '@tanstack/react-query';
import { useAddresses } from '../../features/account';
import { cartKeys } from '../../features/cart';
import { refreshCartCount } from '../../features/cart/header';
import { CheckoutPage } from '../../features/checkout';
import { useAuthSession } from '../../lib/auth-session';

/**
 * `/checkout`: billing details (pre-filled with the default address, or another saved one),
 * order review and payment; signed out, as a guest.
 */
function CheckoutRoute() {
  const queryClient = useQueryClient();
  const { data: addresses } = useAddresses();
  const session = useAuthSession();
  return (
    <CheckoutPage
      guest={session === null}
      savedAddresses={addresses}
      onOrderPlaced={() => {
        // The cart was emptied with the order: forget the cached cart (so no stale answer feeds
        // the badge), then let the badge ask the server again.
        queryClient.removeQueries({ queryKey: cartKeys.all });
        refreshCartCount();
      }}
    />
  );
}

export { CheckoutRoute as Component };
