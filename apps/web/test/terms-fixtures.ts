import type { CompanyInvoice, CompanyTerms } from '@backlit/domain';

/** An invoice that two credit notes settled in full, nothing received. */
export const CREDITED_INVOICE: CompanyInvoice = {
  id: 12,
  number: 'INV-2026-000009',
  order_id: 91,
  tracking_no: 'BLS-9P2X4R',
  po_number: 'PO-204',
  amount: 109.95,
  paid: 0,
  credited: 109.95,
  balance: 0,
  issued_at: '2026-11-03T10:00:00.000Z',
  due_on: '2026-12-03',
  status: 'credited',
  overdue: false,
  payments: [],
  credit_notes: [
    { number: 'CN-2026-000001', amount: 30, issued_at: '2026-11-10T10:00:00.000Z' },
    { number: 'CN-2026-000002', amount: 79.95, issued_at: '2026-11-12T10:00:00.000Z' },
  ],
};

/** A company on net 30 with a $5,000 limit, owing what its invoices still ask for. */
export function termsWith(invoices: CompanyInvoice[]): CompanyTerms {
  const owed = invoices.reduce((sum, invoice) => sum + invoice.balance, 0);
  return {
    net_days: 30,
    credit_limit: 5000,
    open_balance: owed,
    available_credit: 5000 - owed,
    blocked: null,
    invoices,
  };
}
