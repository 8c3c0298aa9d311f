import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn, LogOut, Menu, X } from 'lucide-react';
import { Link, NavLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { buttonClassName } from '../../components/ui/button-styles.ts';
import { cn } from '../../components/ui/cn.ts';
import { Logo } from '../../components/layout/logo.tsx';
import { useMe } from '../../lib/auth/get-me.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { endSession } from '../../features/auth/lib/session.ts';
import { firmRoleAtLeast } from '#common/api/auth.ts';
import { useWaitingCount } from '../../features/reviews/api/get-waiting-count.ts';
import { NAV_LINKS } from './nav-links.ts';

export const SIGN_OUT_FAILED_MESSAGE = 'Failed to sign out. Please try again.';
const MENU_ID = 'main-menu';

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'block rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-blue-50 text-blue-900 underline underline-offset-4' : 'text-slate-800 hover:bg-slate-100',
  );
}

export function Navbar() {
  const { data: me } = useMe();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The link list folds into a menu button on narrow screens.
  const [menuOpen, setMenuOpen] = useState(false);
  const links = me
    ? NAV_LINKS[me.user.role].filter(
        (item) =>
          (!item.module || me.modules[item.module]) &&
          (!item.firmRole || firmRoleAtLeast(me.user.firmRole, item.firmRole)),
      )
    : [];
  const waiting = useWaitingCount(links.some((item) => item.count === 'waitingReviews'));
  const waitingCount = waiting.data?.count ?? 0;

  async function signOut() {
    let providerLogoutUrl: string | null;
    try {
      providerLogoutUrl = await logout.mutateAsync();
    } catch {
      window.alert(SIGN_OUT_FAILED_MESSAGE);
      return;
    }
    setMenuOpen(false);
    if (providerLogoutUrl) {
      // Single sign-on: sign out at the identity provider too; it sends the browser back to /.
      endSession(queryClient);
      window.location.assign(providerLogoutUrl);
      return;
    }
    // Leave the protected page first, so its guard does not race this navigation.
    await navigate(paths.home);
    endSession(queryClient);
  }

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
        <Logo />
        {me && (
          <Button
            variant="secondary"
            size="sm"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-4" aria-hidden="true" />
            ) : (
              <Menu className="size-4" aria-hidden="true" />
            )}
            Menu
          </Button>
        )}
        <nav
          id={MENU_ID}
          aria-label="Main"
          className={cn(
            'items-center gap-2',
            me
              ? cn(
                  menuOpen ? 'flex' : 'hidden',
                  'w-full flex-col items-stretch border-t border-slate-200 pt-3',
                  'md:flex md:w-auto md:flex-row md:items-center md:border-t-0 md:pt-0',
                )
              : 'flex',
          )}
        >
          {me === null && (
            <Link to={paths.login} className={buttonClassName({ variant: 'primary', size: 'sm' })}>
              <LogIn className="size-4" aria-hidden="true" />
              Sign In
            </Link>
          )}
          {me && (
            <>
              <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:items-center">
                {links.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={navLinkClass} onClick={() => setMenuOpen(false)}>
                      {item.label}
                      {item.count === 'waitingReviews' && waitingCount > 0 && (
                        <>
                          {' '}
                          <span className="ml-1 rounded-full bg-blue-700 px-2 py-0.5 text-xs font-semibold text-white">
                            {waitingCount}
                          </span>
                          <span className="sr-only"> waiting for you</span>
                        </>
                      )}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-3 md:border-t-0 md:border-l md:pt-0 md:pl-3">
                <span className="text-sm text-slate-700">
                  <span className="sr-only">Signed in as </span>
                  {me.user.name}
                </span>
                <NavLink
                  to={paths[me.user.role].twoFactor}
                  className={navLinkClass}
                  onClick={() => setMenuOpen(false)}
                >
                  Two-factor sign-in
                </NavLink>
                <Button variant="secondary" size="sm" onClick={signOut} loading={logout.isPending}>
                  <LogOut className="size-4" aria-hidden="true" />
                  Sign Out
                </Button>
              </div>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
