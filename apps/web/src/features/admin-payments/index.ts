export { useAdminPayments } from './api/get-payments';
export { PaymentStateTabs } from './components/payment-state-tabs';
export { PaymentsTable } from './components/payments-table';
