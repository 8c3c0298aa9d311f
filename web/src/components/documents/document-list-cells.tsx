import { Link } from 'react-router';
import { cn } from '../ui/cn.ts';

const PILL =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
const DONE_PILL = `${PILL} bg-green-50 text-green-900 ring-green-400 hover:bg-green-100`;
const CREATE_PILL = `${PILL} bg-red-50 text-red-900 ring-red-400 hover:bg-red-100`;

export function ColumnLink({
  to,
  done,
  what,
  fileName,
}: {
  to: string;
  done: boolean;
  what: string;
  fileName: string;
}) {
  return (
    <Link to={to} className={done ? DONE_PILL : CREATE_PILL}>
      {done ? 'View' : 'Create'}
      <span className="sr-only">
        {' '}
        {what} for {fileName}
      </span>
    </Link>
  );
}

export function SkeletonRows({ columns }: { columns: number }) {
  return (
    <div className="space-y-3 px-5 py-4" aria-hidden="true">
      {Array.from({ length: 4 }, (_, row) => (
        <div key={row} className="flex gap-4">
          {Array.from({ length: columns }, (_, column) => (
            <div
              key={column}
              className={cn('h-4 animate-pulse rounded bg-slate-200', column === 0 ? 'flex-[3]' : 'flex-1')}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
