import { DocumentTitle } from '../../../components/document-title';
import { MyReviews } from '../../../features/reviews';

/** `/dashboard-client/reviews`: received products to review, and the customer's own reviews. */
function ReviewsRoute() {
  return (
    <section
      aria-labelledby="reviews-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs"
    >
      <DocumentTitle title="Reviews" />
      <h2 id="reviews-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Reviews
      </h2>
      <MyReviews />
    </section>
  );
}

export { ReviewsRoute as Component };
