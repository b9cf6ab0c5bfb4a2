// The feature's second public entry point is `./use-logout`, a few hundred bytes that load the
// rest on click: the storefront header needs it, and this index carries the forms (zod,
// react-hook-form), which the home page's JavaScript budget cannot.
export { useCurrentUser } from './api/current-user';
export { AuthCard } from './components/auth-card';
export { ChangePasswordForm } from './components/change-password-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { RedirectIfSignedIn } from './components/redirect-if-signed-in';
export { RegisterForm } from './components/register-form';
export { RequireAuth } from './components/require-auth';
export { SaveDetailsForm, type SaveDetailsOrder } from './components/save-details-form';
export { VerifyEmailStatus } from './components/verify-email-status';
export { ExpiredLink, ResetPasswordForm } from './components/reset-password-form';
// Starts the strength checker's download ahead of the first keystroke (tests wait for it).
export { loadPasswordStrength } from './lib/password-strength';
