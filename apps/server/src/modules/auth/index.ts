export type { Access } from '../../platform/access';
export {
  byUser,
  registerAccessControl,
  signedInUser,
  type RouteAccessEntry,
} from './access-control';
export {
  ADMIN_CREDENTIALS_FILE,
  ensureAdmin,
  reportAdminBootstrap,
  type AdminBootstrapResult,
} from './admin-bootstrap';
export { accountDetailsRoutes } from './account-details.routes';
export { usePasswordHashCost } from './passwords';
export { authRoutes, type GuestOrderClaims } from './auth.routes';
export { hashToken, newToken, type AuthSession, type AuthUser } from './sessions';
export { authMailSamples } from './auth.mail-samples';
