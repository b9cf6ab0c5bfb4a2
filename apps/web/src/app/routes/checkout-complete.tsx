import { ArtworkPanel } from '../../features/artwork';
import { OrderComplete } from '../../features/checkout';

/** `/checkout/complete/:trackingNo`: the Order Complete step, with the upload of print files. */
function OrderCompletePage() {
  return <OrderComplete artwork={(orderId) => <ArtworkPanel orderId={orderId} />} />;
}

export { OrderCompletePage as Component };
