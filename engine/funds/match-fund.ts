/**
 * Which known funds a document belongs to. An identifier (ISIN or SEDOL) the document prints that a fund
 * holds links it outright; a fund name alone only proposes the link for a person to confirm, because
 * names are shared by a fund and its feeders or wrappers ("L&G PMC Artemis Income" invests in the Artemis
 * Income Fund). A multi-fund document (an annual report, an AoV) matches every fund it covers.
 */
import { normalizeName } from './key-facts.ts';
import type { FundIdentifiers } from './types.ts';

export interface KnownFund {
  id: string;
  name: string;
  isins: string[];
  sedols?: string[];
}

export interface FundMatch {
  fundId: string;
  by: 'identifier' | 'name';
}

/** Words that name no fund in particular: left out before names are compared. */
const GENERIC = /\b(?:fund|funds|trust|unit|oeic|icvc|sicav|portfolio|sub|plc|limited)\b/g;

function core(name: string): string {
  return normalizeName(name).replace(GENERIC, ' ').replace(/\s+/g, ' ').trim();
}

/** A document's fund name matches a fund's when, generic words aside, they are the same words. */
export function namesMatch(a: string, b: string): boolean {
  const x = core(a);
  const y = core(b);
  return x.length >= 4 && x === y;
}

export function matchDocumentToFunds(ids: FundIdentifiers, funds: KnownFund[]): FundMatch[] {
  const isins = new Set(ids.isins.map((i) => i.toUpperCase()));
  const sedols = new Set(ids.sedols.map((s) => s.toUpperCase()));
  const out: FundMatch[] = [];
  for (const fund of funds) {
    const byIdentifier =
      fund.isins.some((i) => isins.has(i.toUpperCase())) ||
      (fund.sedols ?? []).some((s) => sedols.has(s.toUpperCase()));
    if (byIdentifier) out.push({ fundId: fund.id, by: 'identifier' });
    else if (ids.fundNames.some((n) => namesMatch(n, fund.name))) out.push({ fundId: fund.id, by: 'name' });
  }
  return out;
}
