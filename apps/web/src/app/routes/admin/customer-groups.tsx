import { CustomerGroups } from '../../../features/admin-companies';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/customer-groups`: the trade prices companies' members pay. */
function CustomerGroupsPage() {
  return (
    <AdminPage
      title="Customer groups"
      description="Trade prices: a percentage off, fixed prices per product and quantity tiers for the companies in each group."
    >
      <CustomerGroups />
    </AdminPage>
  );
}

export { CustomerGroupsPage as Component };
