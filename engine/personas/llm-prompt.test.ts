import { describe, expect, it } from 'vitest';
import { DocumentProfile, judgeQuestion, type SimPersona } from './simulate.ts';
import { personaMessages, transcriptItemFromLlm } from './llm-prompt.ts';
import { plainDocument } from './testing/paired-documents.ts';

const persona: SimPersona = {
  name: 'Kerry Atkinson',
  age: 36,
  financialKnowledge: 'Beginner: has never invested for herself',
  vulnerability: true,
  vulnerabilityDrivers: ['resilience'],
  accessibilityNeeds: [],
  speechStyle: { confidence: 'low', technicalTerms: 'avoids', sentenceLength: 'short' },
  concerns: ['needing the money back quickly'],
  motivations: ['something put aside for her children'],
};
const profile = new DocumentProfile(
  plainDocument({
    fund: 'Example Fund',
    ongoingCharge: 0.85,
    transactionCost: 0.1,
    lastYear: 5,
    comparator: 4,
    years: 5,
    phone: '0800 000 0000',
  }),
);
const judgement = judgeQuestion(profile, persona, {
  id: 'q1',
  category: 'cost',
  text: 'How much will this fund cost you each year?',
});

describe('persona prompt for an LLM', () => {
  it('describes the persona and gives only the retrieved passages, with their pages', () => {
    const [system, user] = personaMessages(persona, judgement);
    expect(system!.content).toContain('You are role-playing Kerry Atkinson, aged 36');
    expect(system!.content).toContain('level: Beginner');
    expect(system!.content).toContain('Vulnerable (FCA FG21/1): yes — Resilience');
    expect(user!.content).toContain('Question (cost): How much will this fund cost you each year?');
    expect(user!.content).toMatch(/\[1\] page 1 — What it costs you:\nYou pay 0\.85%/);
  });

  it('accepts a valid JSON reply, also inside a code fence, and keeps only evidence from pages it was given', () => {
    const reply =
      '```json\n{"answer":"About 85p in every £100.","qa_score":5,"feedback":"Clear.","evidence_pages":[1,9]}\n```';
    const parsed = transcriptItemFromLlm(reply, judgement);
    expect(parsed).toMatchObject({ ok: true, item: { qa_score: 5, category: 'cost', questionId: 'q1' } });
    if (parsed.ok) expect(parsed.item.evidence.every((e) => e.page === 1)).toBe(true);
  });

  it('says why a reply is invalid', () => {
    expect(transcriptItemFromLlm('I think it costs a bit', judgement)).toEqual({
      ok: false,
      reason: 'the reply is not JSON',
    });
    const bad = transcriptItemFromLlm('{"answer":"x","qa_score":7,"feedback":"y"}', judgement);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toMatch(/^qa_score:/);
  });
});
