import type { UseMutationResult } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../lib/api-error';
import { errorMessage } from '../lib/server-errors';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';
import { Spinner } from './ui/spinner';

type LinkTarget = { to: string; label: string };

/**
 * The page an e-mailed one-time link opens: sends the link's token once, then says how it went.
 * `confirm` is the mutation that spends the token; `done` names what succeeded.
 */
export function EmailLinkStatus<Answer>({
  token,
  confirm,
  pending,
  done,
  refused,
}: {
  token: string;
  confirm: UseMutationResult<Answer, unknown, string>;
  /** What the spinner says while the token is checked. */
  pending: string;
  done: (answer: Answer) => { title: string; text: string; next: LinkTarget };
  /** Where to go from a link that does not work. */
  refused: LinkTarget;
}) {
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
            <Link to={refused.to}>{refused.label}</Link>
          </Button>
        }
      />
    );
  }
  if (!confirm.isSuccess) return <Spinner label={pending} showLabel />;
  const { title, text, next } = done(confirm.data);
  return (
    <EmptyState
      icon={CircleCheck}
      title={title}
      text={text}
      action={
        <Button asChild>
          <Link to={next.to}>{next.label}</Link>
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
