import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { TEXT_LINK_CLASS } from '../ui/text-link.ts';

const YEAR = new Date().getFullYear();

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>© {YEAR} Clarion. All rights reserved.</p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={paths.privacyPolicy} className={TEXT_LINK_CLASS}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.termsOfService} className={TEXT_LINK_CLASS}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
