export { artworkRoutes } from './artwork.routes';
export {
  artworkAfterOrderEnds,
  artworkAfterPayment,
  artworkFilterCondition,
  orderArtworkStates,
  artworkWaitingForReview,
  unapprovedArtworkLines,
} from './artwork-hooks';
export { useBuiltPreflightWorker } from './preflight/preflight-runner';
export { artworkMailSamples } from './artwork.mail-samples';
export { carryReorderedArtwork } from './artwork-reorder';
