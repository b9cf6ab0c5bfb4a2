export { artworkRoutes } from './artwork.routes';
export {
  artworkAfterDelivery,
  artworkAfterPayment,
  artworkWaitingForReview,
  unapprovedArtworkLines,
} from './artwork-hooks';
