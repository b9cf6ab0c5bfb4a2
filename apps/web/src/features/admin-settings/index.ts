export { useSettings } from './api/get-settings';
export { SettingsForm } from './components/settings-form';
export { ShippingCountriesForm } from './components/shipping-countries-form';
export { useShippingSettings } from './api/get-shipping-settings';
export { ShippingZonesForm } from './components/shipping-zones-form';
