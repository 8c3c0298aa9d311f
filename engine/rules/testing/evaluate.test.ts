// The evaluation harness counts hits, misses and false alarms per rule and per concept (evaluate.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE } from './labelled-set.ts';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '../load-packs.ts';
import { evaluateCases, type EvaluationCase } from './evaluate.ts';

const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`../packs/${file}`, import.meta.url), 'utf8'),
  })),
);
const ISSUER = 'Example Ltd is authorised and regulated by the Financial Conduct Authority.';
const concepts = { certainty: RULE.absolute, forecast: null };
const base = { documentType: 'financial-promotion' as const };

describe(evaluateCases.name, () => {
  const cases: EvaluationCase[] = [
    {
      ...base,
      id: 'hit',
      text: `Guaranteed returns of 6% a year.\n\n${ISSUER}`,
      breaches: ['certainty'],
      clean: [],
    },
    {
      ...base,
      id: 'quiet',
      text: `This fund is not guaranteed.\n\n${ISSUER}`,
      breaches: [],
      clean: ['certainty'],
    },
    {
      ...base,
      id: 'alarm',
      text: `Guaranteed returns? No.\n\nGuaranteed income of 5%.\n\n${ISSUER}`,
      breaches: [],
      clean: ['certainty'],
    },
    {
      ...base,
      id: 'miss',
      text: `Bitcoin will reach £200,000 next year.\n\n${ISSUER}`,
      breaches: ['forecast'],
      clean: [],
    },
  ];
  const result = evaluateCases(cases, packs, concepts);

  it('scores a rule from the concepts mapped to it', () => {
    expect(result.perRule[RULE.absolute]).toMatchObject({
      tp: 1,
      fp: 1,
      fn: 0,
      tn: 1,
      precision: 0.5,
      recall: 1,
    });
    expect(result.perRule[RULE.absolute]!.falseAlarms).toEqual(['alarm']);
  });

  it('counts a concept without a rule as missed, with no precision', () => {
    expect(result.perConcept.forecast).toMatchObject({
      rule: null,
      tp: 0,
      fn: 1,
      precision: null,
      recall: 0,
    });
    expect(result.perConcept.forecast!.missed).toEqual(['miss']);
  });

  it('pools only concepts that have a rule into the micro score', () => {
    expect(result.micro).toMatchObject({ tp: 1, fp: 1, fn: 0, tn: 1 });
  });

  it('rejects a label that names an unknown concept', () => {
    expect(() =>
      evaluateCases([{ ...base, id: 'x', text: 'Hello.', breaches: ['nope'], clean: [] }], packs, concepts),
    ).toThrow(/unknown concept "nope"/);
  });
});
