import { CompaniesList } from '../../../features/admin-companies';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/companies`: trade accounts, searched by name or tax id. */
function CompaniesPage() {
  return (
    <AdminPage
      title="Companies"
      description="Trade accounts: their members, shared addresses, and the association memberships to verify."
    >
      <CompaniesList />
    </AdminPage>
  );
}

export { CompaniesPage as Component };
