export { useAuditLog } from './api/get-audit-log';
export { AuditTable } from './components/audit-table';
