import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { AuthPage } from '../../../features/auth/components/auth-page.tsx';
import { ResetPasswordConfirmForm } from '../../../features/auth/components/reset-password-confirm-form.tsx';
import { ResetPasswordRequestForm } from '../../../features/auth/components/reset-password-request-form.tsx';

/** Without ?token= ask for the e-mail address; with it (the e-mailed link) choose a new password. */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const footer = (
    <p>
      Remembered it?{' '}
      <Link to={paths.login} className={TEXT_LINK_CLASS}>
        Sign in
      </Link>
    </p>
  );
  if (token !== null) {
    return (
      <AuthPage
        title="Choose a new password"
        description="Enter the new password for your account."
        footer={footer}
      >
        <ResetPasswordConfirmForm key={token} token={token} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={footer}
    >
      <ResetPasswordRequestForm />
    </AuthPage>
  );
}
