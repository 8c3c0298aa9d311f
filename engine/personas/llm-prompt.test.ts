import { describe, expect, it } from 'vitest';
import { DocumentProfile, judgeQuestion, type SimPersona } from './simulate.ts';
import { personaMessages, transcriptItemFromLlm } from './llm-prompt.ts';
import { plainDocument } from './testing/paired-documents.ts';
import { expectEvery } from '#common/testing/expect-every.ts';

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
    if (!parsed.ok) return;
    expect(parsed.item.evidence.length).toBeGreaterThan(0);
    expectEvery(parsed.item.evidence, (e) => e.page === 1);
    expect(parsed.item.feedback).toBe(
      'Clear. (The model cited page 9, which it was not given; that citation was dropped.)',
    );
  });

  it('keeps no evidence when every page the model cites was not given', () => {
    const parsed = transcriptItemFromLlm(
      '{"answer":"a","qa_score":4,"feedback":"f","evidence_pages":[8,9]}',
      judgement,
    );
    expect(parsed).toMatchObject({
      ok: true,
      item: {
        evidence: [],
        feedback: 'f (The model cited pages 8 and 9, which it was not given; those citations were dropped.)',
      },
    });
  });

  it("takes the causes from the model's answer, from the shared vocabulary, and requires one for a low score", () => {
    const parsed = transcriptItemFromLlm(
      '{"answer":"a","qa_score":2,"feedback":"f","evidence_pages":[1],"causes":["jargon","jargon"]}',
      judgement,
    );
    expect(parsed).toMatchObject({ ok: true, item: { causes: ['jargon'] } });
    const unknown = transcriptItemFromLlm(
      '{"answer":"a","qa_score":2,"feedback":"f","causes":["vibes"]}',
      judgement,
    );
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.reason).toMatch(/^causes\.0:/);
    const none = transcriptItemFromLlm('{"answer":"a","qa_score":2,"feedback":"f"}', judgement);
    expect(none).toEqual({ ok: false, reason: 'causes: a qa_score of 3 or less needs at least one cause' });
  });

  // A server without response_format json_object is asked again without it, and such servers often answer
  // with prose around the object.
  it('reads the first JSON object of a reply that wraps it in prose', () => {
    const parsed = transcriptItemFromLlm(
      'Sure! Here is my answer {as requested}:\n{"answer":"About 85p in every £100.","qa_score":5,"feedback":"Clear {and plain}.","evidence_pages":[1]}\nHope that helps.',
      judgement,
    );
    expect(parsed).toMatchObject({ ok: true, item: { qa_score: 5, feedback: 'Clear {and plain}.' } });
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
