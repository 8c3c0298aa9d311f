import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useInvitation } from '../../../features/auth/api/get-invitation.ts';
import { AuthPage } from '../../../features/auth/components/auth-page.tsx';
import { ResetPasswordConfirmForm } from '../../../features/auth/components/reset-password-confirm-form.tsx';

const footer = (
  <p>
    Already have a password?{' '}
    <Link to={paths.login} className={TEXT_LINK_CLASS}>
      Sign in
    </Link>
  </p>
);

/**
 * Where an invitation's link lands (issue 30): it names the firm and who invited, and accepting means choosing a
 * password, so the invited person knows what they are joining before they do.
 */
export default function AcceptInvitationRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  if (!token) {
    return (
      <AuthPage title="Accept your invitation" footer={footer}>
        <ErrorAlert>
          <p>This invitation link is incomplete. Open the link in your invitation e-mail again.</p>
        </ErrorAlert>
      </AuthPage>
    );
  }
  return <Invitation key={token} token={token} />;
}

function Invitation({ token }: { token: string }) {
  const invitation = useInvitation(token);
  if (invitation.isPending) {
    return (
      <AuthPage title="Accept your invitation" footer={footer}>
        <Spinner label="Opening your invitation..." />
      </AuthPage>
    );
  }
  if (invitation.isError) {
    return (
      <AuthPage title="Accept your invitation" footer={footer}>
        <ErrorAlert>
          <p>{errorMessage(invitation.error)}</p>
        </ErrorAlert>
      </AuthPage>
    );
  }
  const { firmName, inviterName, email } = invitation.data;
  const firm = firmName ?? 'your firm';
  return (
    <AuthPage
      title={`Join ${firm} on Clarion`}
      description={
        <>
          {inviterName ?? 'Your firm admin'} has invited you to join {firm}, where your compliance team
          reviews and approves its communications. Choose a password to accept; you will sign in as{' '}
          <strong className="font-semibold text-slate-900">{email}</strong>.
        </>
      }
      footer={footer}
    >
      <ResetPasswordConfirmForm token={token} purpose="invitation" />
    </AuthPage>
  );
}
