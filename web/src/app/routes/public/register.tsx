import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { AuthPage } from '../../../features/auth/components/auth-page.tsx';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';

export default function RegisterRoute() {
  return (
    <AuthPage
      title="Create an account"
      description="Your administrator decides which Clarion modules your account can use."
      footer={
        <>
          <p>
            Already have an account?{' '}
            <Link to={paths.login} className={TEXT_LINK_CLASS}>
              Sign in
            </Link>
          </p>
          <p>
            By creating an account you accept our{' '}
            <Link to={paths.termsOfService} className={TEXT_LINK_CLASS}>
              Terms of Service
            </Link>{' '}
            and confirm you have read our{' '}
            <Link to={paths.privacyPolicy} className={TEXT_LINK_CLASS}>
              Privacy Policy
            </Link>
            .
          </p>
        </>
      }
    >
      <RegisterForm />
    </AuthPage>
  );
}
