import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The logo links home; if the image cannot load, the name is shown as text instead (spec §2.5). */
export function Logo() {
  const [failed, setFailed] = useState(false);
  return (
    <Link to={paths.home} className="inline-flex items-center rounded-md">
      {failed ? (
        <span className="text-xl font-bold text-slate-900">Clarion</span>
      ) : (
        <img
          src="/logo.svg"
          alt="Clarion"
          width={132}
          height={32}
          className="h-8 w-auto"
          onError={() => setFailed(true)}
        />
      )}
    </Link>
  );
}
