import { z } from 'zod';
import { amountField } from './amount-field';
import { DAY_OUT_OF_RANGE, idParam, isDayInRange, optionalText, requiredText } from './fields';

// ---------------------------------------------------------------------------------------------
// Buying on account: a company staff granted net terms orders with its purchase-order number,
// is invoiced, and pays later by bank transfer or cheque.

/** The terms staff may grant: the invoice is due this many days after it is issued. */
export const NET_TERMS_DAYS = [15, 30, 60] as const;
export type NetTermsDays = (typeof NET_TERMS_DAYS)[number];

export const PO_NUMBER_MAX = 40;
export const PAYMENT_REFERENCE_MAX = 80;
/** The largest credit limit staff may set, in cents ($1,000,000). */
export const CREDIT_LIMIT_MAX_CENTS = 100_000_000;
/** How many days before its due date an open invoice is reminded of. */
export const INVOICE_DUE_SOON_DAYS = 3;

/**
 * An invoice is open until settled: paid (money received, with any credit notes, covers it) or
 * credited (credit notes alone cover it, nothing received). Cancelling its order before anything
 * is received voids it.
 */
export const COMPANY_INVOICE_STATUSES = ['open', 'paid', 'credited', 'void'] as const;
export type CompanyInvoiceStatus = (typeof COMPANY_INVOICE_STATUSES)[number];

/** The reminders an invoice gets, each once: a few days before its due date, and once overdue. */
export const INVOICE_REMINDER_KINDS = ['due_soon', 'overdue'] as const;
export type InvoiceReminderKind = (typeof INVOICE_REMINDER_KINDS)[number];

export const TERMS_MESSAGES = {
  noTerms: 'Your company does not buy on account. Please pay with PayPal.',
  notInCompany: 'Only buyers of a company can pay by invoice.',
  overdue:
    'Your company has an overdue invoice, so it cannot order on account until that invoice is paid. You can still pay with PayPal.',
  invoiceNotFound: 'Invoice not found.',
  overpaid: (balance: string) =>
    `That is more than the invoice's open balance of ${balance}. Record at most the balance.`,
  alreadyPaid: 'This invoice is paid in full.',
  voided: 'This invoice was cancelled with its order: nothing is owed on it.',
  receivedBeforeCancel: (invoice: string, received: string) =>
    `${received} has been received against invoice ${invoice}, so this order cannot be cancelled yet: record that money as returned to the company first.`,
  nothingReceived: 'Nothing has been received against this invoice, so nothing can be returned.',
  returnedTooMuch: (received: string) =>
    `Only ${received} has been received against this invoice. Record at most that as returned.`,
  creditedInFull: 'This invoice was credited in full: nothing is owed on it.',
  creditNoteNotFound: 'Credit note not found.',
  creditBeyondBalance: (invoice: string, received: string, creditable: string) =>
    `${received} has been received against invoice ${invoice}, so at most ${creditable} can be credited now: record the rest as returned to the company first.`,
  poRequired: 'The purchase-order number is required to pay by invoice.',
} as const;

/** "This order is $X over your company's credit limit…": says by how much. */
export function overCreditLimitMessage(over: string, available: string): string {
  return `This order is ${over} over your company's credit limit (${available} available). Pay part of your open invoices, order less, or pay with PayPal.`;
}

/**
 * The buyer's own purchase-order number, trimmed; blank is none. Checkout takes it from every
 * company buyer; paying by invoice requires it.
 */
export const PoNumberSchema = optionalText('purchase-order number', PO_NUMBER_MAX);
export const RequiredPoNumberSchema = requiredText('purchase-order number', PO_NUMBER_MAX);

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = 'Enter a date as YYYY-MM-DD.';

/** PUT /api/admin/companies/{id}/terms: net days (null takes the terms away) and the limit. */
export const GrantTermsRequestSchema = z.strictObject({
  net_days: z
    // Required, null included: a request that forgets it must not take the terms away.
    .union([z.literal(15), z.literal(30), z.literal(60), z.null()], {
      error: 'Choose net 15, 30 or 60, or no terms.',
    }),
  credit_limit: amountField('credit limit', 'The credit limit is required.').pipe(
    z
      .number()
      .int()
      .min(0, 'The credit limit cannot be negative.')
      .max(CREDIT_LIMIT_MAX_CENTS, 'The credit limit is too large.'),
  ),
});
export type GrantTermsRequest = z.input<typeof GrantTermsRequestSchema>;

export const CompanyInvoiceParamsSchema = z.object({ id: idParam('Invoice not found.') });

/**
 * Money received from the company against an invoice, or money returned to it (a payment sent
 * back, a cheque that bounced), which the invoice owes again.
 */
export const INVOICE_PAYMENT_KINDS = ['received', 'returned'] as const;
export type InvoicePaymentKind = (typeof INVOICE_PAYMENT_KINDS)[number];

/**
 * POST /api/admin/company-invoices/{id}/payments: money received against an invoice, or (kind
 * `returned`) money returned. The same reference (or idempotency key) recorded again for the
 * invoice, of the same kind, is the same entry.
 */
export const RecordInvoicePaymentRequestSchema = z.strictObject({
  kind: z
    .enum(INVOICE_PAYMENT_KINDS, { error: 'Choose money received or money returned.' })
    .default('received'),
  amount: amountField('amount', 'The amount is required.').pipe(
    z
      .number()
      .int()
      .min(1, 'The amount must be more than zero.')
      .max(CREDIT_LIMIT_MAX_CENTS, 'The amount is too large.'),
  ),
  received_on: z
    .string({ error: 'The date received is required.' })
    .regex(DAY_PATTERN, DAY_MESSAGE)
    .refine(isDayInRange, DAY_OUT_OF_RANGE),
  reference: requiredText('reference', PAYMENT_REFERENCE_MAX),
  idempotency_key: optionalText('idempotency key', 100),
});
export type RecordInvoicePaymentRequest = z.input<typeof RecordInvoicePaymentRequestSchema>;

export const InvoicePaymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_PAYMENT_KINDS),
  amount: z.number(),
  received_on: z.string(),
  reference: z.string(),
});
export type InvoicePayment = z.infer<typeof InvoicePaymentSchema>;

// ---------------------------------------------------------------------------------------------
// Credit notes: a refund of an order on account lowers what its invoice asks for. Numbered
// CN-<year>-<6 digits>, counted without gaps within each year of the shop's calendar.

export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{4}-\d{6,}$/;

export function formatCreditNoteNumber(year: number, sequence: number): string {
  return `CN-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Where the buyer who placed its order and the company's admins download a credit note. */
export function accountCreditNotePath(number: string): string {
  return `/api/account/company/credit-notes/${number}/credit-note.pdf`;
}

/** Where staff download a credit note. */
export function adminCreditNotePath(number: string): string {
  return `/api/admin/credit-notes/${number}/credit-note.pdf`;
}

/** The file name a downloaded credit note is saved as. */
export function creditNoteFilename(number: string): string {
  return `credit-note-${number}.pdf`;
}

/** GET …/credit-notes/{number}/credit-note.pdf: a number that is not one is not found. */
export const CreditNoteParamsSchema = z.object({
  number: z.string().regex(CREDIT_NOTE_NUMBER_PATTERN, 'Credit note not found.'),
});

export const CreditNoteSchema = z.object({
  number: z.string(),
  /** Dollars taken off what the invoice asks for. */
  amount: z.number(),
  issued_at: z.iso.datetime({ offset: true }),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

export const CompanyInvoiceSchema = z.object({
  id: z.number().int(),
  /** The shop's invoice number, which the payer quotes. */
  number: z.string(),
  order_id: z.number().int(),
  tracking_no: z.string(),
  po_number: z.string().nullable(),
  /** Dollars: what the invoice asked for when issued, before any credit note. */
  amount: z.number(),
  paid: z.number(),
  /** Dollars taken off the amount by credit notes. */
  credited: z.number(),
  /** What is still owed: the amount less what was received and credited. */
  balance: z.number(),
  issued_at: z.iso.datetime({ offset: true }),
  due_on: z.string(),
  status: z.enum(COMPANY_INVOICE_STATUSES),
  overdue: z.boolean(),
  payments: z.array(InvoicePaymentSchema),
  /** Oldest first. */
  credit_notes: z.array(CreditNoteSchema),
});
export type CompanyInvoice = z.infer<typeof CompanyInvoiceSchema>;

/** A company's terms and account; invoices are null for a buyer (only its admins see them). */
export const CompanyTermsSchema = z.object({
  net_days: z.union([z.literal(15), z.literal(30), z.literal(60)]).nullable(),
  credit_limit: z.number(),
  open_balance: z.number(),
  available_credit: z.number(),
  /** Why the company cannot order on account now (an overdue invoice); null when it can. */
  blocked: z.string().nullable(),
  invoices: z.array(CompanyInvoiceSchema).nullable(),
});
export type CompanyTerms = z.infer<typeof CompanyTermsSchema>;

/** GET /api/account/company/terms and the staff's: null terms for a company without any. */
export const CompanyTermsResponseSchema = z.object({
  status: z.literal(200),
  message: z.string().optional(),
  terms: CompanyTermsSchema.nullable(),
});
export type CompanyTermsResponse = z.infer<typeof CompanyTermsResponseSchema>;

export const INVOICE_STATUS_LABELS: Record<CompanyInvoiceStatus, string> = {
  open: 'Open',
  paid: 'Paid',
  credited: 'Credited',
  void: 'Cancelled',
};

// ---------------------------------------------------------------------------------------------
// Receivables: what every company owes on account, aged by how long it has been overdue.

/** The ages of what is owed: not yet due, then by days past the due day. */
export const RECEIVABLE_AGES = [
  'current',
  'overdue_1_30',
  'overdue_31_60',
  'overdue_61_90',
  'overdue_over_90',
] as const;
export type ReceivableAge = (typeof RECEIVABLE_AGES)[number];

export const RECEIVABLE_AGE_LABELS: Record<ReceivableAge, string> = {
  current: 'Not yet due',
  overdue_1_30: '1–30 days overdue',
  overdue_31_60: '31–60 days overdue',
  overdue_61_90: '61–90 days overdue',
  overdue_over_90: 'Over 90 days overdue',
};

/** Dollars owed at each age, and in all. */
export const AgedAmountsSchema = z.object({
  current: z.number(),
  overdue_1_30: z.number(),
  overdue_31_60: z.number(),
  overdue_61_90: z.number(),
  overdue_over_90: z.number(),
  total: z.number(),
});
export type AgedAmounts = z.infer<typeof AgedAmountsSchema>;

/** One company that owes something on account. */
export const ReceivableCompanySchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  /** Null when its terms were taken away while invoices are still open. */
  net_days: z.union([z.literal(15), z.literal(30), z.literal(60)]).nullable(),
  credit_limit: z.number(),
  open_invoices: z.number().int(),
  /** The due day of its oldest open invoice. */
  oldest_due_on: z.string(),
  owed: AgedAmountsSchema,
});
export type ReceivableCompany = z.infer<typeof ReceivableCompanySchema>;

/**
 * GET /api/admin/receivables: every company with open invoices on account, the longest overdue
 * first, with what it owes at each age, and the totals; aged as of the shop's day.
 */
export const ReceivablesResponseSchema = z.object({
  status: z.literal(200),
  as_of: z.string(),
  totals: AgedAmountsSchema,
  companies: z.array(ReceivableCompanySchema),
});
export type ReceivablesResponse = z.infer<typeof ReceivablesResponseSchema>;
