// Shared by the concept tests (test support only): what a concept finds in one sentence, and a one-rule pack
// around a check written for the test.
import { parseRulePack } from '../load-packs.ts';
import { analyse, findConcept, type ConceptName } from '../language/index.ts';
import type { RulePack } from '../schema.ts';

/** The spans of `sentence` that state `concept`, as text. */
export function found(concept: ConceptName, sentence: string): string[] {
  return findConcept(analyse(sentence), concept).map((s) => sentence.slice(s.start, s.end));
}

/** The id of the one rule `packWith` builds. */
export const TEST_RULE_ID = 'TEST-rule';

/** A pack of one rule with `check`, its message "Found ({count}) {detail}."; `rule` overrides any other field. */
export function packWith(check: Record<string, unknown>, rule: Record<string, unknown> = {}): RulePack {
  const written = {
    id: TEST_RULE_ID,
    version: 1,
    title: 'Test rule',
    citation: {
      provision: 'COBS 4.2.1R',
      title: 'Fair, clear and not misleading',
      inForceFrom: '2007-11-01',
    },
    appliesTo: 'all',
    severity: 'medium',
    check,
    message: 'Found ({count}) {detail}.',
    suggestion: 'Fix it.',
    ...rule,
  };
  const pack = { id: 'test-pack', name: 'Test', version: '1.0.0', description: 'Test.', rules: [written] };
  return parseRulePack(JSON.stringify(pack), 'test.yaml');
}
