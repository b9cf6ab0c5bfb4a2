export { usePrepressQueue } from './api/get-prepress-queue';
export { ReviewActions } from './components/review-actions';
