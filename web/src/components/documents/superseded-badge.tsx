import { Badge } from '../ui/badge.tsx';
import { supersededLabel } from '../../lib/documents/version-labels.ts';

/** Marks a result of an earlier file: "For version n — superseded" (ADR 015); nothing while it is current. */
export function SupersededBadge({
  superseded,
  version,
  className = 'ml-2',
}: {
  superseded: boolean;
  version: number | null;
  className?: string;
}) {
  if (!superseded) return null;
  return (
    <Badge tone="amber" className={className}>
      {supersededLabel(version)}
    </Badge>
  );
}
