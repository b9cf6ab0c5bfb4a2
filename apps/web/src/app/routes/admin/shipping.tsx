import { QueryState } from '../../../components/query-state';
import { ShippingZonesForm, useShippingSettings } from '../../../features/admin-settings';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/settings/shipping`: the shipping zones, their regions, methods and rates. */
function ShippingPage() {
  const zones = useShippingSettings();
  return (
    <AdminPage
      title="Shipping zones and rates"
      description="Each state or province belongs to one zone; checkout offers the zone's methods that can carry the cart, priced here, with a delivery date of production plus transit, in working days."
    >
      <QueryState query={zones} loading="Loading the shipping zones..." what="The shipping zones">
        {(list) => <ShippingZonesForm zones={list} />}
      </QueryState>
    </AdminPage>
  );
}

export { ShippingPage as Component };
