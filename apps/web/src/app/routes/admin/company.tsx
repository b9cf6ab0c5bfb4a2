import { Building2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CompanyDetail, useAdminCompany } from '../../../features/admin-companies';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/companies/{id}`: one company, to edit and to verify its memberships. */
function CompanyPage() {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const company = useAdminCompany(id);
  const back = (
    <Button asChild variant="secondary">
      <Link to="/admin/companies">All companies</Link>
    </Button>
  );
  const notFound = (
    <EmptyState
      icon={Building2}
      title="Company not found."
      text="Pick a company from the list."
      action={back}
    />
  );
  return (
    <AdminPage
      title={company.data?.name ?? 'Company'}
      description="Its details, trade association memberships, customer group, buying on account, members and addresses."
      actions={back}
    >
      {id === 0 ? (
        notFound
      ) : (
        <QueryState
          query={company}
          loading="Loading the company..."
          what="The company"
          notFound={notFound}
        >
          {(data) => <CompanyDetail company={data} />}
        </QueryState>
      )}
    </AdminPage>
  );
}

export { CompanyPage as Component };
