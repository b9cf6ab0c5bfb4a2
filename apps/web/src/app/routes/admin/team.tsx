import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../features/auth';
import { PromoteForm, TeamTable, useTeam } from '../../../features/admin-team';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/team`: who is staff; add a customer to the team, remove a member. */
function TeamPage() {
  const team = useTeam();
  const me = useCurrentUser();

  return (
    <AdminPage title="Team" description="The people who can sign in to this back-office.">
      <PromoteForm />
      {team.isPending ? (
        <Spinner label="Loading the team..." showLabel />
      ) : team.isError ? (
        <Alert variant="error" autoHide={false}>
          The team could not be loaded.{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void team.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : (
        <TeamTable staff={team.data} myEmail={me.data?.email} />
      )}
    </AdminPage>
  );
}

export { TeamPage as Component };
