export { termsRoutes } from './terms.routes';
export {
  accountCreditable,
  accountCreditNotes,
  accountInvoiceState,
  chargeToAccount,
  creditAccountInvoice,
  invoiceCopiesTo,
  recordAccountInvoice,
  voidAccountInvoice,
  type AccountCharge,
  type AccountCredit,
} from './terms-credit';
export { howToPayLines } from './remittance';
export { invoiceReminderMailSamples } from './invoice-reminders.mail-samples';
