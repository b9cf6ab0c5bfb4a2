import {
  ACCOUNT_COMPANY_PATH,
  APPROVAL_NOTE_MAX,
  formatDollars,
  type CheckoutApproval,
} from '@backlit/domain';
import { Hourglass, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { controlClassName, Field } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/server-errors';
import { useRequestApproval } from '../api/checkout-api';

/**
 * In place of the ways to pay, while a company buyer's order is over the company's approval
 * limit and its lines are not approved: ask the company's admins, wait for their answer, or read
 * why they declined and ask again. The server refuses to take payment until then.
 */
export function OrderApproval({
  approval,
  quoteId,
}: {
  approval: CheckoutApproval;
  quoteId: number | undefined;
}) {
  // Kept here, above the states, so it stays on screen as the summary turns to `pending`.
  const [requested, setRequested] = useState<string>();
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      {approval.state === 'pending' ? (
        <Pending />
      ) : approval.state === 'declined' ? (
        <>
          <h3 className="font-semibold">Your company’s admin declined this order</h3>
          {approval.reason && <p>Reason: {approval.reason}</p>}
          <p>Change the order if need be, then ask again.</p>
          <AskForApproval label="Ask again" quoteId={quoteId} onRequested={setRequested} />
        </>
      ) : (
        <>
          <h3 className="font-semibold">Approval needed</h3>
          <p>Orders over {formatDollars(approval.limit)} need your company admin’s approval.</p>
          <AskForApproval label="Ask for approval" quoteId={quoteId} onRequested={setRequested} />
        </>
      )}
      {requested && (
        <p role="status" className="font-medium">
          {requested}
        </p>
      )}
    </div>
  );
}

function Pending() {
  return (
    <>
      <h3 className="flex items-center gap-2 font-semibold">
        <Hourglass aria-hidden className="size-4 shrink-0" />
        Waiting for your company admin’s approval
      </h3>
      <p>
        You may leave this page: once the order is approved, come back to checkout to pay for it or
        place it on account. Changing the order asks for a new approval.
      </p>
      <Link
        to={ACCOUNT_COMPANY_PATH}
        className="self-start font-medium underline underline-offset-2"
      >
        See your requests on the company page
      </Link>
    </>
  );
}

function AskForApproval({
  label,
  quoteId,
  onRequested,
}: {
  label: string;
  quoteId: number | undefined;
  onRequested: (message: string) => void;
}) {
  const ask = useRequestApproval();
  const [note, setNote] = useState('');
  const noteError = isApiError(ask.error, 422)
    ? ask.error.validation_errors.note?.join(' ')
    : undefined;
  const failure = ask.isError && !noteError ? errorMessage(ask.error) : undefined;
  return (
    <>
      <Field
        label="Note for your admin"
        optional
        hint="What the order is for, or why it cannot wait."
        error={noteError}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={APPROVAL_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={cn(controlClassName, 'h-auto px-3 py-2')}
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
          {failure}
        </p>
      )}
      <Button
        className="self-start"
        disabled={ask.isPending}
        onClick={() =>
          ask.mutate(
            { ...(quoteId !== undefined && { quote_id: quoteId }), note },
            {
              onSuccess: (answer) => {
                setNote('');
                onRequested(answer.message);
              },
            },
          )
        }
      >
        <Send aria-hidden />
        {ask.isPending ? 'Asking…' : label}
      </Button>
    </>
  );
}
