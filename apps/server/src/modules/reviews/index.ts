export { requestReviewsLater, reviewRequestJob } from './review-jobs';
export { reviewsRoutes } from './reviews.routes';
export { reviewMailSamples } from './review.mail-samples';
