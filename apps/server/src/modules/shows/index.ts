export { showsRoutes, SHOWS_TAG } from './shows.routes';
export { PlannerCalendarService } from './calendar.service';
export { seedShows } from './shows.service';
export {
  CartPlansService,
  hasPlanChoice,
  PLAN_SHOW_GONE,
  type PlanChoice,
  type PlanLine,
} from './cart-plans.service';
export { planIcs, planIcsFilename } from './plan-calendar';
export {
  planCalendarAttachment,
  planDeadlineLines,
  planDeadlineRows,
  planMailDeadlines,
} from './plan-mail';
export { showForLabels } from './booth-label-show';
export { ProductionBoardService } from './production-board.service';
export { showReminderMailSamples } from './show-reminders.mail-samples';
