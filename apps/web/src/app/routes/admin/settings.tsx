import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
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
      {settings.isPending ? (
        <Spinner label="Loading the settings..." showLabel />
      ) : settings.isError ? (
        <Alert variant="error" autoHide={false}>
          The settings could not be loaded.{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void settings.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : (
        <SettingsForm shop={settings.data} />
      )}
    </AdminPage>
  );
}

export { SettingsPage as Component };
