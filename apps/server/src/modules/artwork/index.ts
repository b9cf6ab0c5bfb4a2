export { artworkRoutes } from './artwork.routes';
export {
  artworkAfterDelivery,
  artworkAfterPayment,
  artworkFilterCondition,
  orderArtworkStates,
  artworkWaitingForReview,
  unapprovedArtworkLines,
} from './artwork-hooks';
