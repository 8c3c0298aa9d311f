/**
 * Which facts each kind of fund document must state, so that a fact one of the fund's documents states and
 * another omits is an omission only where the law or the regulator's expectation requires it there.
 */
import type { KeyFactKind } from './types.ts';

export type DocumentFamily = 'kiid' | 'kid' | 'factsheet';

export const MUST_STATE: Record<DocumentFamily, readonly KeyFactKind[]> = {
  // UCITS KII (COLL 4.7.2R; Commission Regulation (EU) No 583/2010 as onshored): identification of the
  // fund and share class (arts. 4 and 26), objectives and investment policy (art. 7), the synthetic
  // risk and reward indicator (art. 8), the charges table with entry, exit and ongoing charges (art. 10),
  // past performance as a bar chart of calendar years (arts. 15-18).
  kiid: [
    'fund-name',
    'objective',
    'risk-indicator',
    'ongoing-charge',
    'entry-charge',
    'exit-charge',
    'calendar-year-return',
  ],
  // PRIIPs KID (Regulation (EU) No 1286/2014 art. 8(3); Delegated Regulation (EU) 2017/653 Annexes I-VII):
  // the product's name (art. 8(3)(a)), its objectives (art. 8(3)(c)(ii)), the summary risk indicator (art.
  // 8(3)(d)(i), Annex II), and the composition of costs: one-off entry and exit costs, portfolio transaction
  // costs and other ongoing costs (art. 8(3)(f), Annex VI). Past performance is not a KID section.
  kid: [
    'fund-name',
    'objective',
    'risk-indicator',
    'ongoing-charge',
    'entry-charge',
    'exit-charge',
    'transaction-costs',
  ],
  // Fund factsheet: no prescribed template, but COBS 4.2.1R (fair, clear and not misleading), COBS 4.5A/4.6
  // (past performance, 12-month periods) and Clarion's own factsheet pack (rules/packs/fund-factsheets.yaml:
  // the as-at date, the objective, the ongoing charge as a figure, past performance) expect these.
  factsheet: ['fund-name', 'objective', 'ongoing-charge'],
};

/**
 * The family of a document from Clarion's stored type, or for the generic types (a factsheet is uploaded as
 * a financial promotion, a KIID as investor communications) from its name.
 */
export function familyOf(documentType: string, documentName = ''): DocumentFamily | null {
  const type = documentType.toLowerCase();
  if (/^(?:ucits-kii|kiid?|key-investor-information)$/.test(type)) return 'kiid';
  if (/^(?:priips-kid|kid)$/.test(type)) return 'kid';
  if (/^(?:factsheet|fact-sheet|fund-factsheet)$/.test(type)) return 'factsheet';
  if (type === 'financial-promotion' || type === 'investor-communications' || type === 'other') {
    if (/fact[\s_-]?sheet/i.test(documentName)) return 'factsheet';
    if (/\bKIID?\b|key investor information/i.test(documentName)) return 'kiid';
    if (/\bPRIIPs?\b|\bKID\b/i.test(documentName)) return 'kid';
  }
  return null;
}
