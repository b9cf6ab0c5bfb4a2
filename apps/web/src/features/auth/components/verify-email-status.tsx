import { EmailLinkStatus } from '../../../components/email-link-status';
import { useVerifyEmail } from '../api/verify-email';

/** Confirms the account's address with the link the page was opened with, once; says how it went. */
export function VerifyEmailStatus({ token }: { token: string }) {
  return (
    <EmailLinkStatus
      token={token}
      confirm={useVerifyEmail()}
      pending="Confirming your e-mail address"
      done={(answer) => ({
        title: 'Your e-mail address is confirmed',
        text: answer.message,
        next: { to: '/dashboard-client/orders', label: 'See your orders' },
      })}
      refused={{ to: '/login', label: 'Log in' }}
    />
  );
}
