import { QueryState } from '../../../components/query-state';
import { useQuery } from '@tanstack/react-query';
import {
  SettingsForm,
  ShippingCountriesForm,
  TaxTableForm,
  useSettings,
  useTaxTable,
} from '../../../features/admin-settings';
import { shippingCountriesQueryOptions } from '../../../lib/shipping-countries';
import { AdminPage } from '../../layouts/admin/admin-page';

/**
 * `/admin/settings`: the shop's name and contact details, where it ships and the sales tax it
 * collects, applied at once.
 */
function SettingsPage() {
  const settings = useSettings();
  const shipping = useQuery(shippingCountriesQueryOptions());
  const tax = useTaxTable();
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
    </AdminPage>
  );
}

export { SettingsPage as Component };
