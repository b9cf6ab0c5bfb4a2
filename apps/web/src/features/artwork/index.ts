export { artworkKeys } from './api/keys';
export {
  ArtworkPanel,
  ArtworkProof,
  ArtworkStatusBadge,
  formatBytes,
  PreflightReportList,
  type OnReordered,
} from './components/artwork-panel';
export { FileOrigin } from './components/bleed-fix';
export { LitPreview } from './components/lit-preview';
