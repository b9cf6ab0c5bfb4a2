import { Receipt } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../layouts/admin/admin-page';

function OrdersPage() {
  return (
    <AdminPage
      title="Orders"
      description="Paid orders with their tracking number, phone, e-mail and payment method."
    >
      <EmptyState
        icon={Receipt}
        title="No orders yet."
        text="When a customer completes checkout, the order appears here."
      />
    </AdminPage>
  );
}

export { OrdersPage as Component };
