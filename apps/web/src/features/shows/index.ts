export { UpcomingShows } from './components/upcoming-shows';
export { ShowDetails } from './components/show-details';
export { ShowPlannerBox } from './components/show-planner-box';
export { tradeShowsQueryOptions } from './api/get-trade-shows';
export { tradeShowQueryOptions } from './api/get-trade-show';
