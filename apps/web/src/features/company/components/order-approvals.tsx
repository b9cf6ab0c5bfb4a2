import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPROVAL_MESSAGES,
  ApprovalLimitRequestSchema,
  centsToAmount,
  dollarsToCents,
  formatDollars,
  type ApprovalLimitRequest,
  type Company,
} from '@backlit/domain';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage, showServerErrors } from '../../../lib/server-errors';
import { useApprovals } from '../api/approvals';
import { useSetApprovalLimit } from '../api/company';
import { ApprovalRequests } from './approval-requests';

/** The company's rule in words, the same for its admin and its buyers. */
function approvalRule(limit: number | null): string {
  return limit === null
    ? 'Buyers’ orders need no approval.'
    : `Orders over ${formatDollars(limit)} placed by buyers need an admin’s approval.`;
}

/**
 * Order approvals: the admin sets the amount over which a buyer's order waits for an admin's
 * approval, and answers the requests; a buyer follows their own requests here.
 */
export function OrderApprovals({ company }: { company: Company }) {
  const admin = company.my_role === 'admin';
  const approvals = useApprovals();
  return (
    <section
      aria-labelledby="approvals-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs"
    >
      <h2 id="approvals-heading" className="text-lg font-semibold text-slate-900">
        Order approvals
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        {admin
          ? 'A buyer’s order whose goods (before shipping and tax) come to more than the limit waits for an admin’s approval before it can be paid or placed on account. Admins’ own orders never wait.'
          : 'An order over the limit waits for your company admin’s approval before you can pay for it or place it on account. You ask for it at checkout.'}
      </p>
      <p className="mt-3 text-sm font-medium text-slate-900">
        {approvalRule(company.approval_limit)}
      </p>
      <div className="mt-4 flex flex-col gap-4">
        {/* Keyed by the limit, so the field shows the saved amount again after each change. */}
        {admin && (
          <ApprovalLimitForm
            key={company.approval_limit ?? 'none'}
            limit={company.approval_limit}
          />
        )}
        {approvals.isPending ? (
          <Spinner label="Loading the requests for approval" />
        ) : approvals.isError ? (
          <LoadError
            what="The requests for approval"
            error={approvals.error}
            onRetry={() => void approvals.refetch()}
          />
        ) : approvals.data.approvals.length === 0 ? (
          <p className="text-sm text-slate-600">No requests for approval yet.</p>
        ) : (
          <ApprovalRequests approvals={approvals.data.approvals} admin={admin} />
        )}
      </div>
    </section>
  );
}

/** The field's amount: the contract's limit without null, which the other button sends. */
const LimitFormSchema = z.object({
  approval_limit: ApprovalLimitRequestSchema.shape.approval_limit.options[1],
});

function ApprovalLimitForm({ limit }: { limit: number | null }) {
  const save = useSetApprovalLimit();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof LimitFormSchema>, unknown, z.output<typeof LimitFormSchema>>({
    resolver: zodResolver(LimitFormSchema),
    defaultValues: { approval_limit: limit === null ? '' : centsToAmount(dollarsToCents(limit)) },
  });
  const saveLimit = async (body: ApprovalLimitRequest) => {
    const answer = await save.mutateAsync(body);
    toast.success(answer.message ?? APPROVAL_MESSAGES.limitSaved);
  };
  const submit = handleSubmit(async ({ approval_limit }) => {
    try {
      // The amount as parsed, written back with two decimals: what the API reads exactly.
      await saveLimit({ approval_limit: centsToAmount(approval_limit) });
    } catch (error) {
      showServerErrors(error, setError, ['approval_limit']);
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Set the approval limit"
      className="grid gap-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-[14rem_auto_auto] sm:items-start sm:justify-start"
    >
      <Input
        label="Approval limit ($)"
        inputMode="decimal"
        autoComplete="off"
        hint="Buyers’ orders over this amount need approval."
        error={errors.approval_limit?.message ?? errors.root?.server?.message}
        {...register('approval_limit')}
      />
      <Button type="submit" className="sm:mt-6.5" disabled={isSubmitting || save.isPending}>
        <Save aria-hidden />
        {isSubmitting ? 'Saving…' : 'Save limit'}
      </Button>
      {limit !== null && (
        <Button
          variant="secondary"
          className="sm:mt-6.5"
          disabled={save.isPending}
          onClick={() =>
            void saveLimit({ approval_limit: null }).catch((error: unknown) =>
              toast.error(errorMessage(error)),
            )
          }
        >
          Turn approvals off
        </Button>
      )}
    </form>
  );
}
