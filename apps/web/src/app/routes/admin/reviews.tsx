import { ReviewModeration } from '../../../features/admin-reviews';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/reviews`: customers' reviews to publish, hide or answer. */
function ReviewsPage() {
  return (
    <AdminPage
      title="Reviews"
      description="Reviews from customers whose orders shipped: publish them, hide one with a reason, or answer publicly."
    >
      <ReviewModeration />
    </AdminPage>
  );
}

export { ReviewsPage as Component };
