export { artworkKeys } from './api/keys';
export {
  ArtworkPanel,
  ArtworkProof,
  ArtworkStatusBadge,
  formatBytes,
  PreflightReportList,
} from './components/artwork-panel';
