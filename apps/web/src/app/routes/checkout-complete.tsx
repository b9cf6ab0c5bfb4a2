import { ArtworkPanel } from '../../features/artwork';
import { SaveDetailsForm } from '../../features/auth';
import { OrderComplete } from '../../features/checkout';

/**
 * `/checkout/complete/:trackingNo`: the Order Complete step, with the upload of print files and,
 * after paying without an account, "Save your details: choose a password".
 */
function OrderCompletePage() {
  return (
    <OrderComplete
      artwork={(orderId) => <ArtworkPanel orderId={orderId} />}
      saveDetails={(order) => <SaveDetailsForm order={{ ...order, offer: 'choose_password' }} />}
    />
  );
}

export { OrderCompletePage as Component };
