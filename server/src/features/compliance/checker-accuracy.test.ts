import { describe, expect, it } from 'vitest';
import { accuracyOf, labelDecisions, type EngineDecision } from './checker-accuracy.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
const decision = (over: Partial<EngineDecision>): EngineDecision => ({
  documentId: 'd1',
  clientId: 'f1',
  ruleId: 'R1',
  status: 'resolved',
  category: null,
  checkId: 'c1',
  decidedAt: at(0),
  ...over,
});
const isRule = (id: string) => id.startsWith('R');
const key = (id: string) => `reviewer:${id}`;
const names = (ruleId: string) => ({ title: ruleId, citation: '' });

describe('the checker’s measured reach', () => {
  it('counts the latest decision per rule and document: resolved kept, "not a breach" wrong, others not at all', () => {
    const labelled = labelDecisions(
      [
        decision({ ruleId: 'R1', status: 'dismissed', category: 'not_a_breach', decidedAt: at(5) }),
        decision({ ruleId: 'R1', status: 'resolved', decidedAt: at(1) }),
        decision({ ruleId: 'R2', status: 'resolved' }),
        decision({ ruleId: 'R3', status: 'dismissed', category: 'accepted' }),
        decision({ ruleId: 'R4', status: 'dismissed', category: null }),
        decision({ ruleId: 'ai-1', status: 'resolved' }),
      ],
      [],
      [],
      isRule,
      key,
    );
    expect(labelled.map((l) => [l.ruleId, l.verdict])).toEqual([
      ['R1', 'not_a_breach'],
      ['R2', 'kept'],
    ]);
  });

  it('keeps a finding left open at approval, and counts reviewer findings not dismissed as misses', () => {
    const labelled = labelDecisions(
      [decision({ documentId: 'd1', ruleId: key('x2'), status: 'dismissed', category: 'duplicate' })],
      [{ documentId: 'd1', clientId: 'f1', ruleId: 'R1', checkId: 'c1', at: at(3) }],
      [
        { id: 'x1', documentId: 'd1', clientId: 'f1', ruleId: 'R1', quote: 'q', raisedAt: at(2) },
        { id: 'x2', documentId: 'd1', clientId: 'f1', ruleId: 'R1', quote: 'q', raisedAt: at(2) },
        { id: 'x3', documentId: 'd1', clientId: 'f1', ruleId: null, quote: 'q', raisedAt: at(2) },
      ],
      isRule,
      key,
    );
    const { total, rules } = accuracyOf(labelled, names);
    expect(rules.find((r) => r.ruleId === 'R1')).toMatchObject({
      kept: 1,
      missed: 1,
      precision: 1,
      recall: 0.5,
    });
    expect(rules.find((r) => r.ruleId === 'other')).toMatchObject({
      kept: 0,
      missed: 1,
      precision: null,
      recall: 0,
    });
    expect(total).toMatchObject({ kept: 1, notABreach: 0, missed: 2, recall: 1 / 3 });
  });

  it('counts the learned layer’s possible findings in a row of its own, never in a rule’s row or the total', () => {
    const labelled = labelDecisions(
      [
        decision({ documentId: 'd1', ruleId: 'possible:R1', status: 'resolved' }),
        decision({ documentId: 'd2', ruleId: 'possible:R1', status: 'dismissed', category: 'not_a_breach' }),
        decision({ documentId: 'd3', ruleId: 'possible:R2', status: 'dismissed', category: 'not_a_breach' }),
        decision({ documentId: 'd4', ruleId: 'possible:R2', status: 'dismissed', category: 'duplicate' }),
        decision({ documentId: 'd1', ruleId: 'R1', status: 'resolved' }),
      ],
      [],
      [],
      isRule,
      key,
    );
    expect(labelled.filter((l) => l.origin === 'possible').map((l) => [l.ruleId, l.verdict])).toEqual([
      ['R1', 'kept'],
      ['R1', 'not_a_breach'],
      ['R2', 'not_a_breach'],
    ]);
    const { total, rules, learned } = accuracyOf(labelled, names);
    expect(learned).toMatchObject({ kept: 1, notABreach: 2, precision: 1 / 3, recall: null });
    expect(total).toMatchObject({ kept: 1, notABreach: 0, missed: 0, precision: 1, recall: 1 });
    expect(rules.map((r) => r.ruleId)).toEqual(['R1']);
  });
});
