import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountOrderPath,
  APPROVAL_NOTE_MAX,
  APPROVAL_STATUS_LABELS,
  DeclineApprovalSchema,
  formatDollars,
  type Approval,
  type ApprovalStatus,
  type DeclineApproval,
} from '@backlit/domain';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { controlClassName, Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { errorMessage, showServerErrors } from '../../../lib/server-errors';
import { useApproveOrder, useDeclineOrder } from '../api/approvals';

const TONES: Record<ApprovalStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-200',
  ordered: 'bg-emerald-100 text-emerald-950 ring-emerald-300',
  not_needed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONES[status],
      )}
    >
      {APPROVAL_STATUS_LABELS[status]}
    </span>
  );
}

/** The requests for approval, each with its lines; the admin approves or declines the pending. */
export function ApprovalRequests({ approvals, admin }: { approvals: Approval[]; admin: boolean }) {
  const [declining, setDeclining] = useState<Approval>();
  return (
    <>
      <ul aria-label="Requests for approval" className="flex flex-col gap-4">
        {approvals.map((approval) => (
          <ApprovalRequest
            key={approval.id}
            approval={approval}
            admin={admin}
            onDecline={() => setDeclining(approval)}
          />
        ))}
      </ul>
      <DeclineDialog approval={declining} onClose={() => setDeclining(undefined)} />
    </>
  );
}

function ApprovalRequest({
  approval,
  admin,
  onDecline,
}: {
  approval: Approval;
  admin: boolean;
  onDecline: () => void;
}) {
  const headingId = `approval-${approval.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 text-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {approval.buyer.name}{' '}
            <span className="font-normal break-all text-slate-600">{approval.buyer.email}</span>
          </h3>
          <p className="text-slate-600">
            Requested {formatDate(approval.requested_at)}
            {approval.quote && ` · Quote ${approval.quote.number}`}
          </p>
        </div>
        <ApprovalStatusBadge status={approval.status} />
      </div>
      <ul aria-label="Lines" className="divide-y divide-slate-100 rounded-md bg-slate-50 px-3">
        {approval.lines.map((line, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-x-4 py-2">
            <span className="text-slate-900">
              {line.quantity} × {line.name}{' '}
              <span className="font-mono text-xs text-slate-500">{line.sku}</span>
            </span>
            <span className="whitespace-nowrap">{formatDollars(line.line_total)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-4 font-semibold text-slate-900">
        <span>Subtotal</span>
        <span>{formatDollars(approval.subtotal)}</span>
      </p>
      {approval.note && <p className="text-slate-700">Buyer’s note: {approval.note}</p>}
      <Decision approval={approval} />
      {admin && approval.status === 'pending' && (
        <AnswerButtons approval={approval} onDecline={onDecline} />
      )}
    </li>
  );
}

/** Who answered and when, why a declined order was, and the order an approval became. */
function Decision({ approval }: { approval: Approval }) {
  return (
    <>
      {approval.decided_at && approval.decided_by && (
        <p className="text-slate-600">
          {approval.status === 'declined' ? 'Declined' : 'Approved'} by {approval.decided_by} on{' '}
          {formatDate(approval.decided_at)}
        </p>
      )}
      {approval.status === 'declined' && approval.reason && (
        <p className="text-red-700">Reason: {approval.reason}</p>
      )}
      {approval.order && (
        <p>
          Placed as order{' '}
          <Link
            to={accountOrderPath(approval.order.id)}
            className="font-medium text-glow-700 underline underline-offset-2"
          >
            {approval.order.tracking_no}
          </Link>
        </p>
      )}
    </>
  );
}

function AnswerButtons({ approval, onDecline }: { approval: Approval; onDecline: () => void }) {
  const approve = useApproveOrder();
  const whose = `${approval.buyer.name}’s order of ${formatDollars(approval.subtotal)}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        aria-label={`Approve ${whose}`}
        disabled={approve.isPending}
        onClick={() =>
          approve.mutate(approval.id, {
            onSuccess: (answer) => toast.success(answer.message),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        <Check aria-hidden />
        Approve
      </Button>
      <Button size="sm" variant="secondary" aria-label={`Decline ${whose}`} onClick={onDecline}>
        <X aria-hidden />
        Decline
      </Button>
    </div>
  );
}

function DeclineDialog({ approval, onClose }: { approval?: Approval; onClose: () => void }) {
  const decline = useDeclineOrder();
  return (
    <Dialog open={approval !== undefined} onOpenChange={(open) => !open && onClose()}>
      {approval && (
        <DialogContent
          title={`Decline ${approval.buyer.name}’s order?`}
          description="Say why: the reason is e-mailed to the buyer and shown at their checkout, so they can change the order and ask again."
        >
          <DeclineForm
            onSubmit={async ({ reason }) => {
              const answer = await decline.mutateAsync({ id: approval.id, reason });
              toast.success(answer.message);
              onClose();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DeclineForm({ onSubmit }: { onSubmit: (values: DeclineApproval) => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeclineApproval>({
    resolver: zodResolver(DeclineApprovalSchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(error, setError, ['reason']);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label="Reason" required error={errors.reason?.message ?? errors.root?.server?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={APPROVAL_NOTE_MAX}
            className={cn(controlClassName, 'h-auto px-3 py-2')}
            {...register('reason')}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          {isSubmitting ? 'Declining…' : 'Decline order'}
        </Button>
      </div>
    </form>
  );
}
