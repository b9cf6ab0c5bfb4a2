import {
  formatDollars,
  NET_TERMS_DAYS,
  toIsoDate,
  type CompanyInvoice,
  type CompanyTerms,
  type InvoicePaymentKind,
  adminCreditNotePath,
} from '@backlit/domain';
import { FileDown, HandCoins, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CompanyInvoicesTable, TermsFigures } from '../../../components/company-invoices';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { showServerErrors } from '../../../lib/server-errors';
import { useAdminCompanyTerms, useGrantTerms, useRecordInvoicePayment } from '../api/companies';

/**
 * A company's buying on account, for staff: grant or change its terms and credit limit, see its
 * invoices, record the money received against them (or returned to the company), download its
 * statement.
 */
export function CompanyTermsPanel({
  companyId,
  className,
}: {
  companyId: number;
  className: string;
}) {
  const terms = useAdminCompanyTerms(companyId);
  return (
    <section aria-labelledby="terms-heading" className={className}>
      <h2 id="terms-heading" className="text-lg font-semibold text-slate-900">
        Buying on account
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-slate-600">
        With terms, the company's buyers may pay by invoice at checkout up to its credit limit; an
        overdue invoice stops that until it is paid.
      </p>
      {terms.isPending ? (
        <Spinner label="Loading the terms" />
      ) : terms.isError ? (
        <LoadError what="The terms" error={terms.error} onRetry={() => void terms.refetch()} />
      ) : (
        <div className="flex flex-col gap-5">
          {terms.data && <TermsFigures terms={terms.data} />}
          <GrantTermsForm
            key={`${terms.data?.net_days ?? 'none'}|${terms.data?.credit_limit ?? 0}`}
            companyId={companyId}
            terms={terms.data}
          />
          {terms.data?.invoices && terms.data.invoices.length > 0 && (
            <Invoices companyId={companyId} invoices={terms.data.invoices} />
          )}
          <a
            href={`/api/admin/companies/${companyId}/statement.pdf`}
            download
            className="inline-flex items-center gap-2 self-start text-sm font-medium text-glow-700 underline underline-offset-2"
          >
            <FileDown aria-hidden className="size-4" />
            Download the statement of account (PDF)
          </a>
        </div>
      )}
    </section>
  );
}

interface GrantValues {
  net_days: string;
  credit_limit: string;
}

function GrantTermsForm({ companyId, terms }: { companyId: number; terms: CompanyTerms | null }) {
  const grant = useGrantTerms(companyId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GrantValues>({
    defaultValues: {
      net_days: terms?.net_days ? String(terms.net_days) : '',
      credit_limit: terms ? String(terms.credit_limit) : '',
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await grant.mutateAsync({
        net_days: values.net_days === '' ? null : (Number(values.net_days) as 15 | 30 | 60),
        credit_limit: values.net_days === '' ? '0' : values.credit_limit,
      });
      toast.success('Terms saved.');
    } catch (error) {
      showServerErrors(error, setError, ['net_days', 'credit_limit']);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-4">
      <Select
        label="Terms"
        containerClassName="w-44"
        error={errors.net_days?.message}
        {...register('net_days')}
      >
        <option value="">No terms (PayPal only)</option>
        {NET_TERMS_DAYS.map((days) => (
          <option key={days} value={days}>
            Net {days}
          </option>
        ))}
      </Select>
      <Input
        label="Credit limit ($)"
        inputMode="decimal"
        containerClassName="w-44"
        error={errors.credit_limit?.message}
        {...register('credit_limit')}
      />
      <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save terms'}
      </Button>
      {errors.root?.server?.message && (
        <p role="alert" className="w-full text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
    </form>
  );
}

/** An entry to record: money received against an invoice, or money returned to the company. */
interface Entry {
  invoice: CompanyInvoice;
  kind: InvoicePaymentKind;
}

const ENTRY_TEXT = {
  received: {
    title: (invoice: CompanyInvoice) => `Record a payment for ${invoice.number}`,
    description: (invoice: CompanyInvoice) =>
      `Order ${invoice.tracking_no}: ${formatDollars(invoice.balance)} still owed.`,
    amountLabel: 'Amount received ($)',
    dayLabel: 'Received on',
    referenceHint: "The cheque number or the bank transfer's reference.",
    submit: 'Record payment',
    done: 'Payment recorded.',
  },
  returned: {
    title: (invoice: CompanyInvoice) => `Record money returned for ${invoice.number}`,
    description: (invoice: CompanyInvoice) =>
      `Order ${invoice.tracking_no}: ${formatDollars(invoice.paid)} received. What is returned is owed again; with nothing left received, the order can be cancelled.`,
    amountLabel: 'Amount returned ($)',
    dayLabel: 'Returned on',
    referenceHint: 'The number of the cheque that bounced, or the reference of the transfer back.',
    submit: 'Record money returned',
    done: 'Money returned recorded.',
  },
} as const;

function Invoices({ companyId, invoices }: { companyId: number; invoices: CompanyInvoice[] }) {
  const [entry, setEntry] = useState<Entry>();
  return (
    <>
      <CompanyInvoicesTable
        invoices={invoices}
        orderHref={(invoice) => `/admin/orders/${invoice.order_id}`}
        creditNoteHref={(note) => adminCreditNotePath(note.number)}
        action={(invoice) => (
          <InvoicePayments invoice={invoice} onEntry={(kind) => setEntry({ invoice, kind })} />
        )}
      />
      <Dialog open={entry !== undefined} onOpenChange={(open) => !open && setEntry(undefined)}>
        {entry && (
          <DialogContent
            title={ENTRY_TEXT[entry.kind].title(entry.invoice)}
            description={ENTRY_TEXT[entry.kind].description(entry.invoice)}
          >
            <PaymentForm companyId={companyId} entry={entry} onDone={() => setEntry(undefined)} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

/**
 * What was received against an invoice, with the buttons to record more or record it returned.
 * Nothing at all when there is neither: a card on a phone leaves the empty cell out rather than
 * show its bare label.
 */
function InvoicePayments({
  invoice,
  onEntry,
}: {
  invoice: CompanyInvoice;
  onEntry: (kind: InvoicePaymentKind) => void;
}) {
  const canRecord = invoice.status === 'open';
  const canReturn = invoice.status !== 'void' && invoice.paid > 0;
  if (invoice.payments.length === 0 && !canRecord && !canReturn) return null;
  return (
    // Right-aligned as every value of a row stacked as a card on narrow screens. The buttons go
    // one above the other: side by side they would widen the table past the page.
    <div className="flex flex-col items-end gap-2 md:items-start">
      {invoice.payments.length > 0 && (
        <span className="text-sm text-slate-600">
          {invoice.payments
            .map((payment) =>
              payment.kind === 'returned'
                ? `${payment.reference} (returned ${formatDollars(payment.amount)})`
                : payment.reference,
            )
            .join(', ')}
        </span>
      )}
      {canRecord && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Record a payment for ${invoice.number}`}
          onClick={() => onEntry('received')}
        >
          <HandCoins aria-hidden />
          Record payment
        </Button>
      )}
      {canReturn && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Record money returned for ${invoice.number}`}
          onClick={() => onEntry('returned')}
        >
          <Undo2 aria-hidden />
          Money returned
        </Button>
      )}
    </div>
  );
}

interface PaymentValues {
  amount: string;
  received_on: string;
  reference: string;
}

function PaymentForm({
  companyId,
  entry: { invoice, kind },
  onDone,
}: {
  companyId: number;
  entry: Entry;
  onDone: () => void;
}) {
  const record = useRecordInvoicePayment(companyId);
  const text = ENTRY_TEXT[kind];
  // One key per entry made: a double click or a retry after a lost answer records it once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PaymentValues>({
    defaultValues: {
      amount: (kind === 'returned' ? invoice.paid : invoice.balance).toFixed(2),
      received_on: toIsoDate(new Date()),
      reference: '',
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await record.mutateAsync({
        invoiceId: invoice.id,
        kind,
        ...values,
        idempotency_key: idempotencyKey,
      });
      toast.success(answer.message ?? text.done);
      onDone();
    } catch (error) {
      showServerErrors(error, setError, ['amount', 'received_on', 'reference']);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Input
        label={text.amountLabel}
        inputMode="decimal"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <Input
        label={text.dayLabel}
        type="date"
        error={errors.received_on?.message}
        {...register('received_on')}
      />
      <Input
        label="Reference"
        hint={text.referenceHint}
        error={errors.reference?.message}
        {...register('reference')}
      />
      {errors.root?.server?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Recording…' : text.submit}
        </Button>
      </div>
    </form>
  );
}
