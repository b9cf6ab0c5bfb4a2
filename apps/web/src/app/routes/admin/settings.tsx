import { QueryState } from '../../../components/query-state';
import { useQuery } from '@tanstack/react-query';
import {
  SettingsForm,
  ShippingCountriesForm,
  TaxTableForm,
  useSettings,
  useTaxTable,
} from '../../../features/admin-settings';
import { PlannerSettingsForm, usePlannerSettings } from '../../../features/admin-shows';
import { shippingCountriesQueryOptions } from '../../../lib/shipping-countries';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { AdminPage } from '../../layouts/admin/admin-page';

/**
 * `/admin/settings`: the shop's name and contact details, where it ships and the sales tax it
 * collects, applied at once; the way to the shipping zones and rates.
 */
function SettingsPage() {
  const settings = useSettings();
  const shipping = useQuery(shippingCountriesQueryOptions());
  const tax = useTaxTable();
  const planner = usePlannerSettings();
  return (
    <AdminPage
      title="Settings"
      description="The shop's name and contact details, as the storefront, e-mails and documents show them."
    >
      <QueryState query={settings} loading="Loading the settings..." what="The settings">
        {(shop) => <SettingsForm shop={shop} />}
      </QueryState>
      <QueryState
        query={shipping}
        loading="Loading the shipping countries..."
        what="The shipping countries"
      >
        {(countries) => <ShippingCountriesForm countries={countries} />}
      </QueryState>
      <QueryState query={tax} loading="Loading the tax table..." what="The tax table">
        {(regions) => <TaxTableForm regions={regions} />}
      </QueryState>
      <QueryState
        query={planner}
        loading="Loading the cut-off and closures..."
        what="The cut-off and closures"
      >
        {(settings) => <PlannerSettingsForm settings={settings} />}
      </QueryState>
      <section className="flex max-w-2xl flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-slate-900">Shipping zones and rates</h2>
          <p className="mt-1 text-sm text-slate-600">
            Where the shop delivers, by which methods, at what price and in how many days.
          </p>
        </div>
        <Button asChild variant="secondary" className="shrink-0">
          <Link to="/admin/settings/shipping">Edit shipping rates</Link>
        </Button>
      </section>
    </AdminPage>
  );
}

export { SettingsPage as Component };
