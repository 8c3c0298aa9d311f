import type { RuleAccuracy } from '#common/api/accuracy.ts';
import { OTHER_RULE } from '#common/api/compliance.ts';
import { isPossibleKey, POSSIBLE_KEY_PREFIX } from '#engine/rules/learned/index.ts';

// The checker's measured reach from a firm's decisions (issue 26 item 3, ADR 021). Pure: the service loads.
//
// The unit is a rule on a document: its latest decision says whether the engine's finding was kept (resolved),
// or wrong (dismissed as "not a breach"); one left open when the document was approved was kept too. Dismissals
// "accepted with reason", "duplicate" or uncategorised say nothing about the checker and are not counted. A
// reviewer's finding on a rule (not itself dismissed) is a miss of that rule.
//
// The learned layer's possible findings (ADR 022) are labelled the same way, resolved kept and dismissed as "not
// a breach" wrong, but as the layer's own: they never enter a rule's row or the total, so the recall shown as the
// checker's stays the rules'. One left open at approval says nothing (nobody judged it), so it is not counted.

export type Verdict = 'kept' | 'not_a_breach' | 'missed';

export type EngineDecision = {
  documentId: string;
  clientId: string;
  ruleId: string;
  status: 'dismissed' | 'resolved' | 'open';
  category: string | null;
  checkId: string | null;
  decidedAt: Date;
};

export type OpenAtApproval = {
  documentId: string;
  clientId: string;
  ruleId: string;
  checkId: string;
  at: Date;
};

export type RaisedFinding = {
  id: string;
  documentId: string;
  clientId: string;
  ruleId: string | null;
  quote: string;
  raisedAt: Date;
};

export type Labelled = {
  documentId: string;
  clientId: string;
  ruleId: string;
  origin: 'rules' | 'reviewer' | 'possible';
  verdict: Verdict;
  checkId: string | null;
  quote: string | null;
  at: Date;
};

/**
 * Labels every rule-on-a-document that people decided. `decisions` newest first; `isRule` tells the packs'
 * rules from AI-suggested and reviewer keys; `reviewerKey` gives a reviewer finding's decision key.
 */
export function labelDecisions(
  decisions: readonly EngineDecision[],
  openAtApproval: readonly OpenAtApproval[],
  raised: readonly RaisedFinding[],
  isRule: (ruleId: string) => boolean,
  reviewerKey: (id: string) => string,
): Labelled[] {
  const latest = new Map<string, EngineDecision>();
  for (const d of decisions) {
    const key = `${d.documentId}\n${d.ruleId}`;
    if (!latest.has(key)) latest.set(key, d);
  }
  const labelled = new Map<string, Labelled>();
  for (const [key, d] of latest) {
    const possible = isPossibleKey(d.ruleId);
    if (!possible && !isRule(d.ruleId)) continue;
    const verdict =
      d.status === 'resolved'
        ? 'kept'
        : d.status === 'dismissed' && d.category === 'not_a_breach'
          ? 'not_a_breach'
          : null;
    if (verdict)
      labelled.set(key, {
        documentId: d.documentId,
        clientId: d.clientId,
        // a possible finding is labelled with the rule it pointed at, as the layer's own
        ruleId: possible ? d.ruleId.slice(POSSIBLE_KEY_PREFIX.length) : d.ruleId,
        origin: possible ? 'possible' : 'rules',
        verdict,
        checkId: d.checkId,
        quote: null,
        at: d.decidedAt,
      });
  }
  for (const o of openAtApproval) {
    const key = `${o.documentId}\n${o.ruleId}`;
    if (!isRule(o.ruleId) || labelled.has(key)) continue;
    const d = latest.get(key);
    // Dismissed after the approval (on a later version, say): the latest word is the person's, not the record's.
    if (d && d.status === 'dismissed' && d.decidedAt > o.at) continue;
    labelled.set(key, { ...o, origin: 'rules', verdict: 'kept', quote: null, at: o.at });
  }
  const misses: Labelled[] = raised
    .filter((r) => latest.get(`${r.documentId}\n${reviewerKey(r.id)}`)?.status !== 'dismissed')
    .map((r) => ({
      documentId: r.documentId,
      clientId: r.clientId,
      ruleId: r.ruleId ?? OTHER_RULE,
      origin: 'reviewer',
      verdict: 'missed',
      checkId: null,
      quote: r.quote,
      at: r.raisedAt,
    }));
  return [...labelled.values(), ...misses];
}

const ratio = (a: number, b: number) => (a + b === 0 ? null : a / (a + b));

/** The learned layer's row of the accuracy figures (ADR 022): its possible findings kept or dismissed. */
export const LEARNED_ROW = 'learned-layer';

/**
 * Kept, not a breach and missed per rule, with precision and the recall estimate; the learned layer's possible
 * findings in a row of their own, outside the rules' rows and the total.
 */
export function accuracyOf(
  labelled: readonly Labelled[],
  nameOf: (ruleId: string) => { title: string; citation: string },
): { total: RuleAccuracy; rules: RuleAccuracy[]; learned: RuleAccuracy } {
  const learned = { kept: 0, notABreach: 0, missed: 0 };
  for (const l of labelled)
    if (l.origin === 'possible') learned[l.verdict === 'kept' ? 'kept' : 'notABreach'] += 1;
  const tally = new Map<string, { kept: number; notABreach: number; missed: number }>();
  const total = { kept: 0, notABreach: 0, missed: 0 };
  for (const l of labelled) {
    if (l.origin === 'possible') continue;
    const t = tally.get(l.ruleId) ?? { kept: 0, notABreach: 0, missed: 0 };
    const field = l.verdict === 'kept' ? 'kept' : l.verdict === 'not_a_breach' ? 'notABreach' : 'missed';
    t[field] += 1;
    total[field] += 1;
    tally.set(l.ruleId, t);
  }
  const row = (ruleId: string, t: typeof total): RuleAccuracy => ({
    ruleId,
    ...nameOf(ruleId),
    ...t,
    precision: ratio(t.kept, t.notABreach),
    recall: ratio(t.kept, t.missed),
  });
  return {
    total: row('all', total),
    // what the layer found was judged, not what it missed: its recall is not measured here
    learned: { ...row(LEARNED_ROW, learned), recall: null },
    rules: [...tally.entries()]
      .map(([ruleId, t]) => row(ruleId, t))
      .sort(
        (a, b) =>
          b.kept + b.notABreach + b.missed - (a.kept + a.notABreach + a.missed) ||
          a.ruleId.localeCompare(b.ruleId),
      ),
  };
}
