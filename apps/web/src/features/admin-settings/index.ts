export { useSettings } from './api/get-settings';
export { SettingsForm } from './components/settings-form';
