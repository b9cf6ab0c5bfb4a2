import { Settings } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../layouts/admin/admin-page';

function SettingsPage() {
  return (
    <AdminPage title="Settings" description="Shop details, payments and e-mail.">
      <EmptyState
        icon={Settings}
        title="Nothing to change here yet."
        text="The shop's name, contact details, payment provider and mail transport are set in the server configuration."
      />
    </AdminPage>
  );
}

export { SettingsPage as Component };
