export { termsRoutes } from './terms.routes';
export {
  accountDueDay,
  chargeToAccount,
  recordAccountInvoice,
  voidAccountInvoice,
  type AccountCharge,
} from './terms-credit';
export { howToPayLines } from './remittance';
export { invoiceReminderMailSamples } from './invoice-reminders.mail-samples';
