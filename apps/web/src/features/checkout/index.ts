export { CheckoutPage } from './components/checkout-page';
export { OrderComplete } from './components/order-complete';
export { OrderFinishing } from './components/order-finishing';
export { PrintFileInstructions } from './components/print-file-instructions';
