export { shippingRoutes } from './shipping.routes';
