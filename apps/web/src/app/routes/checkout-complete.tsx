import { OrderComplete } from '../../features/checkout';

/** `/checkout/complete/:trackingNo`: the Order Complete step. */
export { OrderComplete as Component };
