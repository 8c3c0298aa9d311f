/**
 * Whether a replacement file looks like another fund's than the file it replaces (issue 30): a KIID of one
 * fund uploaded over another's is a mistake the person replacing it should be warned of before it happens.
 * Identifiers decide when both files print any (an ISIN or a SEDOL in common means the same fund); names
 * only when one of them prints none. A file that names no fund at all says nothing either way.
 */
import { matchDocumentToFunds, namesMatch, type KnownFund } from './match-fund.ts';
import type { FundIdentifiers } from './types.ts';

const upper = (items: readonly string[]) => new Set(items.map((i) => i.toUpperCase()));
const list = (items: readonly string[], max = 3) =>
  items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;

function shareIdentifier(a: FundIdentifiers, b: FundIdentifiers): boolean | null {
  const aIds = new Set([...upper(a.isins), ...upper(a.sedols)]);
  const bIds = new Set([...upper(b.isins), ...upper(b.sedols)]);
  if (aIds.size === 0 || bIds.size === 0) return null;
  return [...aIds].some((id) => bIds.has(id));
}

function shareName(a: FundIdentifiers, b: FundIdentifiers): boolean | null {
  if (a.fundNames.length === 0 || b.fundNames.length === 0) return null;
  return a.fundNames.some((x) => b.fundNames.some((y) => namesMatch(x, y)));
}

/**
 * Why `after` looks like another fund's than `before` and than the funds the document is linked to, or
 * null when nothing says so. The reasons name the identifiers, so the person can check them.
 */
export function otherFundReasons(
  before: FundIdentifiers,
  after: FundIdentifiers,
  linked: readonly KnownFund[] = [],
): string[] {
  const reasons: string[] = [];
  const byId = shareIdentifier(before, after);
  if (byId === false && before.isins.length > 0 && after.isins.length > 0)
    reasons.push(
      `the new file's ISIN (${list(after.isins)}) is not the current file's (${list(before.isins)})`,
    );
  else if (byId === false)
    reasons.push(
      `the new file's identifiers (${list([...after.isins, ...after.sedols])}) are not the current file's (${list([...before.isins, ...before.sedols])})`,
    );
  else if (byId === null && shareName(before, after) === false)
    reasons.push(
      `the new file names ${list(after.fundNames, 2)}, the current file ${list(before.fundNames, 2)}`,
    );
  const says = after.isins.length + after.sedols.length + after.fundNames.length > 0;
  if (linked.length > 0 && says && matchDocumentToFunds(after, [...linked]).length === 0)
    reasons.push(
      `the document belongs to ${list(
        linked.map((f) => f.name),
        2,
      )}, and the new file names none of ${linked.length === 1 ? 'its' : 'their'} identifiers or names`,
    );
  return reasons;
}
