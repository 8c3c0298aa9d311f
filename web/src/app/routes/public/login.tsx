import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { AuthPage } from '../../../features/auth/components/auth-page.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';

export default function LoginRoute() {
  return (
    <AuthPage
      title="Sign in"
      description="Sign in to your Clarion account."
      footer={
        <p>
          New to Clarion?{' '}
          <Link to={paths.register} className={TEXT_LINK_CLASS}>
            Create an account
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthPage>
  );
}
