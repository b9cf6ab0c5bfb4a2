import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/server-errors';
import { useConfirmEmail } from '../api/confirm-email';

/** Applies the e-mail change of the link the page was opened with, once, and says how it went. */
export function ConfirmEmailStatus({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  const { mutate } = confirm;
  // A one-time write triggered by opening the link; the ref keeps React's double effects to one.
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (!token || confirm.isError) {
    return (
      <EmptyState
        icon={CircleX}
        title="This link does not work"
        text={
          token
            ? refusal(confirm.error)
            : 'The confirmation link is incomplete. Open it again from the e-mail.'
        }
        action={
          <Button asChild variant="secondary">
            <Link to="/dashboard-client/account">Go to your account</Link>
          </Button>
        }
      />
    );
  }
  if (!confirm.isSuccess) return <Spinner label="Confirming your new e-mail address" showLabel />;
  return (
    <EmptyState
      icon={CircleCheck}
      title="Your e-mail address has been changed"
      text="Sign in with the new address from now on."
      action={
        <Button asChild>
          <Link to="/dashboard-client/account">Go to your account</Link>
        </Button>
      }
    />
  );
}

/** Why the link was refused: used, expired or unknown (the token's message), or the address taken. */
function refusal(error: unknown): string {
  if (!isApiError(error, 422)) return errorMessage(error);
  return Object.values(error.validation_errors).flat()[0] ?? error.message;
}
