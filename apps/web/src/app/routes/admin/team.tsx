import { QueryState } from '../../../components/query-state';
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
      <QueryState query={team} loading="Loading the team..." what="The team">
        {(staff) => <TeamTable staff={staff} myEmail={me.data?.email} />}
      </QueryState>
    </AdminPage>
  );
}

export { TeamPage as Component };
