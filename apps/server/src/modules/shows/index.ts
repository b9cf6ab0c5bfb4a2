export { showsRoutes, SHOWS_TAG } from './shows.routes';
export { PlannerCalendarService } from './calendar.service';
export { seedShows } from './shows.service';
