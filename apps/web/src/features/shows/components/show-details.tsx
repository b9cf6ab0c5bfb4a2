import {
  RUSH_PRODUCTION_DAYS,
  SHOW_STATUS_LABEL,
  SHOW_TARGET_LABEL,
  STANDARD_PRODUCTION_DAYS,
  TRADE_SHOWS_ROUTE,
  tradeShowPath,
  type MethodPlanView,
} from '@backlit/domain';
import { CalendarCheck, ExternalLink, Truck, Warehouse } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { JsonLd } from '../../../components/json-ld';
import { PageBanner } from '../../../components/page-banner';
import { PageHead } from '../../../components/page-head';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-error';
import { useShowPlanChoice } from '../../../lib/show-plan-choice';
import { useSiteOrigin } from '../../../lib/site-origin';
import { useTradeShow, type TradeShowDetail } from '../api/get-trade-show';
import { eventJsonLd } from '../event-json-ld';
import { formatCutoff, formatDay, formatDayWindow, formatShowDays } from '../../../lib/plan-format';
import { MethodPlans } from './method-plans';
import { OrderByLine } from './order-by-line';
import { VerdictBadge } from '../../../components/verdict-badge';

type ShowDetailsProps = {
  slug: string;
  notFound: ReactNode;
  /** Where "Plan my order for this show" leads once the show is kept as the shopper's target. */
  shopPath: string;
};

/** A show's own page: when and where, where the goods go, and the days to order by. */
export function ShowDetails({ slug, notFound, shopPath }: ShowDetailsProps) {
  const query = useTradeShow(slug);
  if (isApiError(query.error, 404)) return notFound;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <LoadError what="This show" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div role="status" aria-label="Loading the show" className="mx-auto max-w-5xl px-4 py-12">
        <div className="h-40 animate-pulse rounded-xl bg-slate-100" />
      </div>
    );
  }
  return <ShowPage detail={query.data} shopPath={shopPath} />;
}

function ShowPage({
  detail: { show, clock },
  shopPath,
}: {
  detail: TradeShowDetail;
  shopPath: string;
}) {
  const origin = useSiteOrigin();
  const navigate = useNavigate();
  const [, choose] = useShowPlanChoice();
  const place = `${show.venue}, ${show.city}, ${show.region}`;
  const cutoff = (plan: MethodPlanView | undefined) =>
    plan?.order_by ? formatCutoff(plan.order_by, clock.order_cutoff, clock.time_zone) : null;

  const planMyOrder = () => {
    choose({ kind: 'show', slug: show.slug, name: show.name });
    void navigate(shopPath);
  };

  return (
    <>
      <PageHead
        title={`${show.name}: order deadlines`}
        description={`${show.name}, ${formatShowDays(show.starts_on, show.ends_on)}, ${place}: when to order a backlit frame and its printed banner to have it at the show.`}
        path={tradeShowPath(show.slug)}
      />
      <JsonLd data={eventJsonLd(show, origin)} />
      <PageBanner
        title={show.name}
        width="5xl"
        eyebrow={
          <Link
            to={TRADE_SHOWS_ROUTE}
            className="text-sm font-semibold tracking-wider text-glow-400 uppercase hover:underline"
          >
            Trade shows
          </Link>
        }
        description={
          <>
            {formatShowDays(show.starts_on, show.ends_on)} · {place}
            {show.organizer && <> · by {show.organizer}</>}
          </>
        }
      />
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6 lg:py-14">
        {show.status !== 'scheduled' && (
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {`This show is ${SHOW_STATUS_LABEL[show.status].toLowerCase()}. Check with the organiser before you order for it.`}
          </p>
        )}

        <section aria-labelledby="deadlines">
          <h2 id="deadlines" className="text-xl font-bold tracking-tight text-slate-900">
            When to order a frame with its printed banner
          </h2>
          <p className="mt-2 text-slate-700">
            For your goods to be {SHOW_TARGET_LABEL[show.target_kind]} by{' '}
            <strong className="font-semibold text-slate-900">{formatDay(show.target)}</strong>,
            shipped to {show.city}, {show.region}. Weekends, US federal holidays and the days our
            workshop is closed do not count; orders and files count for the day when they reach us
            by {formatCutoff(clock.order_day, clock.order_cutoff, clock.time_zone)}.
          </p>
          <div className="mt-5 grid gap-4 md:grid-cols-2">
            <DeadlineCard
              title="Standard production"
              detail={`${STANDARD_PRODUCTION_DAYS} working days to print and pack`}
              plan={show.plans.standard[0]}
              cutoff={cutoff(show.plans.standard[0])}
            />
            <DeadlineCard
              title="2-Day Rush"
              detail={`${RUSH_PRODUCTION_DAYS} working days to print and pack`}
              plan={show.plans.rush[0]}
              cutoff={cutoff(show.plans.rush[0])}
            />
          </div>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button onClick={planMyOrder}>
              <CalendarCheck aria-hidden className="size-4" />
              Plan my order for this show
            </Button>
            <p className="text-sm text-slate-600">
              Every product page then shows its own deadlines for {show.name}.
            </p>
          </div>
        </section>

        {show.plans.standard.length > 0 && (
          <section aria-labelledby="by-method" className="flex flex-col gap-4">
            <h2 id="by-method" className="text-xl font-bold tracking-tight text-slate-900">
              By shipping method
            </h2>
            <h3 className="text-base font-semibold text-slate-900">Standard production</h3>
            <MethodPlans
              caption="Standard production, by shipping method"
              plans={show.plans.standard}
              printed
            />
            <h3 className="text-base font-semibold text-slate-900">2-Day Rush</h3>
            <MethodPlans caption="2-Day Rush, by shipping method" plans={show.plans.rush} printed />
          </section>
        )}

        <section aria-labelledby="logistics" className="grid gap-4 md:grid-cols-2">
          <h2 id="logistics" className="sr-only">
            Shipping to the show
          </h2>
          <InfoCard icon={Warehouse} title="Advance warehouse">
            {show.warehouse ? (
              <>
                <address className="whitespace-pre-line not-italic">
                  {show.warehouse.address}
                </address>
                <p className="mt-2">
                  Receives {formatDayWindow(show.warehouse.from, show.warehouse.to)}
                </p>
              </>
            ) : (
              <p>This show has no advance warehouse: ship to the booth.</p>
            )}
            {show.contractor && <p className="mt-2">Official contractor: {show.contractor}</p>}
          </InfoCard>
          <InfoCard icon={Truck} title="Direct to the booth">
            {show.direct ? (
              <p>Deliveries to the booth: {formatDayWindow(show.direct.from, show.direct.to)}</p>
            ) : (
              <p>The show takes no deliveries at the booth: ship to the advance warehouse.</p>
            )}
            <p className="mt-2">Move-in: {formatDay(show.move_in)}</p>
            {show.url && (
              <a
                href={show.url}
                rel="noopener noreferrer"
                target="_blank"
                className="mt-2 inline-flex items-center gap-1 font-medium text-glow-700 underline-offset-4 hover:underline"
              >
                The show's exhibitor information
                <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </InfoCard>
        </section>
      </div>
    </>
  );
}

function DeadlineCard({
  title,
  detail,
  plan,
  cutoff,
}: {
  title: string;
  detail: string;
  plan: MethodPlanView | undefined;
  cutoff: string | null;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <p className="text-sm text-slate-600">{detail}</p>
        </div>
        {plan && <VerdictBadge verdict={plan.verdict} />}
      </div>
      {plan ? (
        <>
          <p className="text-lg font-semibold text-slate-900">
            <OrderByLine plan={plan} printed />
          </p>
          <p className="text-sm text-slate-600">
            {cutoff && <>by {cutoff}, </>}
            shipped by {plan.method}
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-600">We do not ship to this state or province yet.</p>
      )}
    </div>
  );
}

function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Truck;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
      <h3 className="mb-2 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Icon aria-hidden className="size-4 text-glow-700" />
        {title}
      </h3>
      {children}
    </div>
  );
}
