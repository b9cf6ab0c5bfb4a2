export { ReviewModeration } from './components/review-moderation';
