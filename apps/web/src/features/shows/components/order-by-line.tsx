import type { MethodPlanView } from '@backlit/domain';
import { formatDay } from '../../../lib/plan-format';

/** "Order by Tue, Dec 8 · artwork by Tue, Dec 8", or why no day makes it. */
export function OrderByLine({ plan, printed }: { plan: MethodPlanView; printed: boolean }) {
  if (plan.order_by === null) return <>No order day makes it</>;
  return (
    <>
      Order by{' '}
      <time dateTime={plan.order_by} className="whitespace-nowrap">
        {formatDay(plan.order_by)}
      </time>
      {printed && plan.artwork_by !== null && (
        <>
          {' · '}artwork by{' '}
          <time dateTime={plan.artwork_by} className="whitespace-nowrap">
            {formatDay(plan.artwork_by)}
          </time>
        </>
      )}
    </>
  );
}
