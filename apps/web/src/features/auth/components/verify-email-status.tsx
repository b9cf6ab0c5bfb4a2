import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/server-errors';
import { useVerifyEmail } from '../api/verify-email';

/** Confirms the account's address with the link the page was opened with, once; says how it went. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;
  // A one-time write triggered by opening the link; the ref keeps React's double effects to one.
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (!token || verify.isError) {
    return (
      <EmptyState
        icon={CircleX}
        title="This link does not work"
        text={
          token
            ? refusal(verify.error)
            : 'The confirmation link is incomplete. Open it again from the e-mail.'
        }
        action={
          <Button asChild variant="secondary">
            <Link to="/login">Log in</Link>
          </Button>
        }
      />
    );
  }
  if (!verify.isSuccess) return <Spinner label="Confirming your e-mail address" showLabel />;
  return (
    <EmptyState
      icon={CircleCheck}
      title="Your e-mail address is confirmed"
      text={verify.data.message}
      action={
        <Button asChild>
          <Link to="/dashboard-client/orders">See your orders</Link>
        </Button>
      }
    />
  );
}

function refusal(error: unknown): string {
  if (!isApiError(error, 422)) return errorMessage(error);
  return Object.values(error.validation_errors).flat()[0] ?? error.message;
}
