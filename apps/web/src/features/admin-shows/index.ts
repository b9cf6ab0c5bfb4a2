export { useShows } from './api/get-shows';
export { useShow } from './api/get-show';
export { usePlannerSettings } from './api/planner-settings';
export { ShowList } from './components/show-list';
export { ShowForm } from './components/show-form';
export { PlannerSettingsForm } from './components/planner-settings-form';
