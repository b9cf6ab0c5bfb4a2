export { requestReviewsLater, reviewRequestJob } from './reviews.jobs';
export { reviewsRoutes } from './reviews.routes';
