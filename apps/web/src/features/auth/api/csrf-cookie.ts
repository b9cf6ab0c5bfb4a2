// Shared with the other features' signed-in writes; kept here for the auth API's imports.
export { ensureCsrfCookie, getCsrfCookie } from '../../../lib/csrf-cookie';
