export { useAdminPayments } from './api/get-payments';
export { PaymentMethodFilter } from './components/payment-method-filter';
export { PaymentStateTabs } from './components/payment-state-tabs';
export { PaymentsTable } from './components/payments-table';
