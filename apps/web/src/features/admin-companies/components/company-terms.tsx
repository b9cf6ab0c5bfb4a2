import {
  dollarsToCents,
  formatMoney,
  NET_TERMS_DAYS,
  toIsoDate,
  type CompanyInvoice,
  type CompanyTerms,
} from '@backlit/domain';
import { FileDown, HandCoins } from 'lucide-react';
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
 * invoices and record the money received against them, download its statement.
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

function Invoices({ companyId, invoices }: { companyId: number; invoices: CompanyInvoice[] }) {
  const [paying, setPaying] = useState<CompanyInvoice>();
  return (
    <>
      <CompanyInvoicesTable
        invoices={invoices}
        orderHref={(invoice) => `/admin/orders/${invoice.order_id}`}
        action={(invoice) =>
          invoice.status === 'open' ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Record a payment for ${invoice.number}`}
              onClick={() => setPaying(invoice)}
            >
              <HandCoins aria-hidden />
              Record payment
            </Button>
          ) : (
            <span className="text-sm text-slate-600">
              {invoice.payments.map((payment) => payment.reference).join(', ')}
            </span>
          )
        }
      />
      <Dialog open={paying !== undefined} onOpenChange={(open) => !open && setPaying(undefined)}>
        {paying && (
          <DialogContent
            title={`Record a payment for ${paying.number}`}
            description={`Order ${paying.tracking_no}: ${formatMoney(dollarsToCents(paying.balance))} still owed.`}
          >
            <PaymentForm
              companyId={companyId}
              invoice={paying}
              onDone={() => setPaying(undefined)}
            />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

interface PaymentValues {
  amount: string;
  received_on: string;
  reference: string;
}

function PaymentForm({
  companyId,
  invoice,
  onDone,
}: {
  companyId: number;
  invoice: CompanyInvoice;
  onDone: () => void;
}) {
  const record = useRecordInvoicePayment(companyId);
  // One key per payment entered: a double click or a retry after a lost answer records it once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PaymentValues>({
    defaultValues: {
      amount: invoice.balance.toFixed(2),
      received_on: toIsoDate(new Date()),
      reference: '',
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await record.mutateAsync({
        invoiceId: invoice.id,
        ...values,
        idempotency_key: idempotencyKey,
      });
      toast.success(answer.message ?? 'Payment recorded.');
      onDone();
    } catch (error) {
      showServerErrors(error, setError, ['amount', 'received_on', 'reference']);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Input
        label="Amount received ($)"
        inputMode="decimal"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <Input
        label="Received on"
        type="date"
        error={errors.received_on?.message}
        {...register('received_on')}
      />
      <Input
        label="Reference"
        hint="The cheque number or the bank transfer's reference."
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
          {isSubmitting ? 'Recording…' : 'Record payment'}
        </Button>
      </div>
    </form>
  );
}
