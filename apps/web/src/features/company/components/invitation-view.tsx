import { COMPANY_ROLE_LABELS } from '@backlit/domain';
import { Building2, LinkIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useAuthSession } from '../../../lib/auth-session';
import { errorMessage } from '../../../lib/server-errors';
import { useAcceptInvitation, useInvitationPreview } from '../api/company';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const linkClassName = 'font-medium text-glow-700 underline underline-offset-2';

/**
 * What an invitation link opens: the company and the invited address; signed out, the way to
 * sign in or register with that address and come back; signed in, Accept.
 */
export function InvitationView({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  const session = useAuthSession();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();

  if (token === '' || preview.isError) {
    return (
      <EmptyState
        icon={LinkIcon}
        title="This invitation link does not work"
        text="It is invalid, has expired or has already been used. Ask your company's admin for a new one."
      />
    );
  }
  if (preview.isPending) return <Spinner label="Opening the invitation" />;

  const invitation = preview.data;
  const back = `/company-invitation?${new URLSearchParams({ token })}`;
  const withRedirect = (page: string) => `${page}?${new URLSearchParams({ redirect: back })}`;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-glow-100 text-glow-700">
          <Building2 aria-hidden className="size-6" />
        </span>
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Join {invitation.company_name}</h2>
          <p className="mt-1 text-sm text-slate-600">
            You are invited as {COMPANY_ROLE_LABELS[invitation.role].toLowerCase()}, with the e-mail
            address <strong className="break-all">{invitation.email}</strong>. The invitation is
            valid until {date.format(new Date(invitation.expires_at))}.
          </p>
        </div>
      </div>
      {session === null ? (
        <p className="text-sm text-slate-700">
          <Link to={withRedirect('/login')} className={linkClassName}>
            Sign in
          </Link>{' '}
          or{' '}
          <Link to={withRedirect('/register')} className={linkClassName}>
            create an account
          </Link>{' '}
          with {invitation.email} to accept it.
        </p>
      ) : (
        <>
          {accept.isError && (
            <Alert variant="error" autoHide={false}>
              {errorMessage(accept.error)}
            </Alert>
          )}
          <Button
            className="self-start"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(token, {
                onSuccess: () => {
                  toast.success(`Welcome to ${invitation.company_name}.`);
                  void navigate('/dashboard-client/company');
                },
              })
            }
          >
            {accept.isPending ? 'Joining…' : `Accept and join ${invitation.company_name}`}
          </Button>
        </>
      )}
    </div>
  );
}
