export { useSettings } from './api/get-settings';
export { SettingsForm } from './components/settings-form';
export { ShippingCountriesForm } from './components/shipping-countries-form';
export { useTaxTable } from './api/tax-table';
export { TaxTableForm } from './components/tax-table-form';
export { useShippingSettings } from './api/get-shipping-settings';
export { ShippingZonesForm } from './components/shipping-zones-form';
