export { useReceivables } from './api/get-receivables';
export { ReceivablesFigures } from './components/receivables-figures';
export { ReceivablesTable } from './components/receivables-table';
