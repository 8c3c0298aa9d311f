import { KeyRound } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { ssoLoginHref } from '../lib/sso.ts';

/**
 * "Sign in with {provider}": a plain link, because the server answers with a redirect to the identity
 * provider and back (no token ever passes through the page).
 */
export function SsoSignIn({
  name,
  loginUrl,
  from,
  primary,
}: {
  name: string;
  loginUrl: string;
  from: unknown;
  primary: boolean;
}) {
  return (
    <a
      href={ssoLoginHref(loginUrl, from)}
      className={buttonClassName({
        variant: primary ? 'primary' : 'secondary',
        fullWidth: true,
        className: 'gap-2',
      })}
    >
      <KeyRound className="size-4" aria-hidden="true" />
      Sign in with {name}
    </a>
  );
}
