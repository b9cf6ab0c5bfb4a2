import { describe, expect, it } from 'vitest';
import {
  accountInvoicePath,
  accountOrderPath,
  formatInvoiceNumber,
  INVOICE_NUMBER_PATTERN,
  invoiceFilename,
  orderPaymentMethodLabel,
} from './account-orders';
import { ORDER_PAYMENT_METHODS } from './orders';

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

describe('the payment method an order records', () => {
  it('is named as the payments pages name its provider, or shown as stored when none wrote it', () => {
    expect(orderPaymentMethodLabel(ORDER_PAYMENT_METHODS.demo)).toBe('Demo payment');
    expect(orderPaymentMethodLabel(ORDER_PAYMENT_METHODS.invoice)).toBe('Invoice (on account)');
    expect(orderPaymentMethodLabel(ORDER_PAYMENT_METHODS.paypal)).toBe('PayPal');
    expect(orderPaymentMethodLabel('Cheque')).toBe('Cheque');
  });
});
