// What a passed rule rests on (issue 30, item 5): a reviewer reading "passed" needs to see either the text that
// satisfied the rule (the risk warning found, page and quote) or, for a rule that objects to something, what it
// looked for and did not find ("None found in 12 pages: a claim that returns are certain…").
import type { Evidence, PassedOutcome } from './check-support.ts';
import { CONCEPT_SPECS } from './language/index.ts';
import type { Check } from './schema.ts';

function pages(count: number): string {
  return `${count} ${count === 1 ? 'page' : 'pages'}`;
}

/** What a check looks for, in words, when there is nothing to quote; null when it has no such search. */
export function lookedFor(check: Check): string | null {
  switch (check.type) {
    case 'concept': {
      if (check.concept) return CONCEPT_SPECS[check.concept].about;
      if (check.smallType) return 'a risk warning set in much smaller type than the claim it qualifies';
      if (check.beforeLaunch) return 'performance for years before the product was launched';
      return check.patterns ? 'the phrases this rule objects to' : null;
    }
    case 'prohibited-phrase':
      return 'the phrases this rule objects to';
    case 'proximity':
      return 'a statement that calls for this rule’s accompanying text';
    case 'prominence':
      return 'the text whose type size this rule measures';
    default:
      return null;
  }
}

/** The page numbers of the evidence, in order: "page 1", "pages 1 and 3". */
function pagesOf(evidence: readonly Evidence[]): string {
  const numbers = [...new Set(evidence.map((e) => e.page))].sort((a, b) => a - b);
  if (numbers.length === 1) return `page ${numbers[0]}`;
  return `pages ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/** The sentence shown with a passed rule: what was found or measured, else what was looked for. */
export function passedBasis(check: Check, outcome: PassedOutcome, pageCount: number): string {
  if (outcome.basis) return outcome.basis;
  const evidence = outcome.evidence ?? [];
  if (evidence.length > 0) return outcome.note ?? `Found on ${pagesOf(evidence)}.`;
  const what = lookedFor(check);
  if (what) return `None found in ${pages(pageCount)}: ${what}.`;
  return outcome.note ?? 'Checked; nothing to object to.';
}
