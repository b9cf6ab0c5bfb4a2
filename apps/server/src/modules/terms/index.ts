export { termsRoutes } from './terms.routes';
export {
  accountCreditableCents,
  accountDueDay,
  chargeToAccount,
  creditAccountInvoice,
  recordAccountInvoice,
  voidAccountInvoice,
  type AccountCharge,
  type AccountCredit,
} from './terms-credit';
export { howToPayLines } from './remittance';
export { invoiceReminderMailSamples } from './invoice-reminders.mail-samples';
