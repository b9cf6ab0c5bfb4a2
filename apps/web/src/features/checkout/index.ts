export { CheckoutPage } from './components/checkout-page';
export { OrderComplete } from './components/order-complete';
export { PrintFileInstructions } from './components/print-file-instructions';
