import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Address } from '@backlit/domain';
import { useAddresses } from '../../features/account';
import { cartKeys } from '../../features/cart';
import { refreshCartCount } from '../../features/cart/header';
import { CheckoutPage } from '../../features/checkout';
import { useCompanyAddresses } from '../../features/company';
import { useAuthSession } from '../../lib/auth-session';

/**
 * `/checkout`: billing details (pre-filled with the default address, or another saved one),
 * order review and payment; signed out, as a guest. With `?quote=<id>`, an accepted quote.
 */
function CheckoutRoute() {
  const queryClient = useQueryClient();
  const { data: addresses } = useAddresses();
  const { data: companyAddresses } = useCompanyAddresses();
  const session = useAuthSession();
  // `?quote=<id>` (from an accepted quote's page) pays that quote instead of the cart.
  const [params] = useSearchParams();
  const quote = params.get('quote');
  return (
    <CheckoutPage
      quoteId={quote && /^\d+$/.test(quote) ? Number(quote) : undefined}
      guest={session === null}
      savedAddresses={withCompanyAddresses(addresses, companyAddresses)}
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

/**
 * The customer's own addresses, then their company's shared ones. The picker tells addresses
 * apart by id and the two books number theirs apart, so a shared address takes its id negated.
 */
function withCompanyAddresses(
  own: readonly Address[] | undefined,
  shared: readonly Address[] | undefined,
): Address[] | undefined {
  if (!shared?.length) return own ? [...own] : undefined;
  return [
    ...(own ?? []),
    ...shared.map((address) => ({
      ...address,
      id: -address.id,
      label: `Company: ${address.label ?? address.companyname ?? address.streetaddress}`,
    })),
  ];
}
