import { describe, expect, it } from 'vitest';
import {
  accountInvoicePath,
  accountOrderPath,
  formatInvoiceNumber,
  INVOICE_NUMBER_PATTERN,
  invoiceFilename,
} from './account-orders';

describe('invoice numbers', () => {
  it('pads the year’s sequence to six digits and keeps longer ones whole', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('INV-2026-000001');
    expect(formatInvoiceNumber(2027, 123456)).toBe('INV-2027-123456');
    expect(formatInvoiceNumber(2027, 1234567)).toBe('INV-2027-1234567');
    expect(formatInvoiceNumber(2026, 42)).toMatch(INVOICE_NUMBER_PATTERN);
  });

  it('names the download and the account paths after the order', () => {
    expect(invoiceFilename('INV-2026-000001')).toBe('invoice-INV-2026-000001.pdf');
    expect(accountOrderPath(7)).toBe('/dashboard-client/orders/7');
    expect(accountInvoicePath(7)).toBe('/api/account/orders/7/invoice.pdf');
  });
});
