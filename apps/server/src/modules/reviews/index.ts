export { requestReviewsLater, reviewRequestJob } from './reviews.jobs';
export { reviewsRoutes } from './reviews.routes';
export { reviewMailSamples } from './review.mail-samples';
