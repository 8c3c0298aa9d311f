import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SSO_ERROR_PARAM } from '#common/api/auth.ts';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { useProviders } from '../../../features/auth/api/get-providers.ts';
import { AuthPage } from '../../../features/auth/components/auth-page.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { SsoSignIn } from '../../../features/auth/components/sso-sign-in.tsx';
import { ssoErrorMessage } from '../../../features/auth/lib/sso.ts';

export default function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const providers = useProviders();
  const from = (location.state as { from?: unknown } | null)?.from;
  // Read once: the single sign-on callback's error code is then stripped from the address (spec §4), so
  // a reload or a shared link does not show a stale message.
  const [ssoError] = useState(() =>
    ssoErrorMessage(new URLSearchParams(location.search).get(SSO_ERROR_PARAM)),
  );
  useEffect(() => {
    if (location.search)
      void navigate({ pathname: location.pathname }, { replace: true, state: location.state });
  }, [location.pathname, location.search, location.state, navigate]);

  // Until the server says otherwise, offer what every installation has: the password form.
  const password = providers.data?.password ?? true;
  const sso = providers.data?.sso ?? null;
  const signup = providers.data?.signup ?? true;

  return (
    <AuthPage
      title="Sign in"
      description="Sign in to your Clarion account."
      footer={
        signup && (
          <p>
            New to Clarion?{' '}
            <Link to={paths.register} className={TEXT_LINK_CLASS}>
              Create an account
            </Link>
          </p>
        )
      }
    >
      {providers.isPending ? (
        <Spinner />
      ) : (
        <div className="space-y-5">
          {ssoError && <ErrorAlert>{ssoError}</ErrorAlert>}
          {sso && <SsoSignIn name={sso.name} loginUrl={sso.loginUrl} from={from} primary={!password} />}
          {sso && password && (
            <p className="flex items-center gap-3 text-sm text-slate-700" aria-hidden="true">
              <span className="h-px flex-1 bg-slate-200" />
              or with your e-mail address
              <span className="h-px flex-1 bg-slate-200" />
            </p>
          )}
          {password && <LoginForm />}
        </div>
      )}
    </AuthPage>
  );
}
