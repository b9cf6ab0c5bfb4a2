import { QueryState } from '../../../components/query-state';
import { SettingsForm, useSettings } from '../../../features/admin-settings';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/settings`: the shop's name and contact details, applied at once. */
function SettingsPage() {
  const settings = useSettings();
  return (
    <AdminPage
      title="Settings"
      description="The shop's name and contact details, as the storefront, e-mails and documents show them."
    >
      <QueryState query={settings} loading="Loading the settings..." what="The settings">
        {(shop) => <SettingsForm shop={shop} />}
      </QueryState>
    </AdminPage>
  );
}

export { SettingsPage as Component };
