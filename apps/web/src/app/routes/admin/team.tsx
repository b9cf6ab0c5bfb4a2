import { Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../layouts/admin/admin-page';

function TeamPage() {
  return (
    <AdminPage title="Team" description="The people who can sign in to this back-office.">
      <EmptyState
        icon={Users}
        title="No team members listed yet."
        text="Administrators of the shop will be listed here with their e-mail address."
      />
    </AdminPage>
  );
}

export { TeamPage as Component };
