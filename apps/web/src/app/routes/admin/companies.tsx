import { CompaniesList, TaxCertificatesReview } from '../../../features/admin-companies';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/companies`: trade accounts, searched by name or tax id. */
function CompaniesPage() {
  return (
    <AdminPage
      title="Companies"
      description="Trade accounts: their members, shared addresses, the association memberships to verify and the tax-exempt certificates to review."
    >
      <div className="flex flex-col gap-6">
        <TaxCertificatesReview />
        <CompaniesList />
      </div>
    </AdminPage>
  );
}

export { CompaniesPage as Component };
