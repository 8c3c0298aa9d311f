// Integrity of the external evaluation set: enough cases, each with a source, no duplicate texts, every
// concept in both halves both ways, labels that name real rules, and halves that are exactly the documented
// split. The precision and recall gate on the frozen half is frozen-gate.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '../../load-packs.ts';
import { DOCUMENT_TYPES } from '../../schema.ts';
import { documentFromText } from '../build-document.ts';
import { DEV_ADDED_CASES, DEV_CASES, FROZEN_CASES } from './cases.ts';
import { ADDED_CONCEPTS, CONCEPT_RULES, CONCEPTS, SOURCE_KINDS, type ExternalCase } from './concepts.ts';
import { splitCases } from './split.ts';

/** The cases split.ts deals between the halves; the dev-only additions stay out of the deal. */
const DEALT = [...DEV_CASES, ...FROZEN_CASES];
const ALL = [...DEALT, ...DEV_ADDED_CASES];
const DEV = [...DEV_CASES, ...DEV_ADDED_CASES];
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function covers(cases: readonly ExternalCase[], concept: string, side: 'breaches' | 'clean'): boolean {
  return cases.some((c) => (c[side] as readonly string[]).includes(concept));
}

describe('external evaluation set', () => {
  it('has at least 200 cases with unique ids', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(200);
    expect(new Set(ALL.map((c) => c.id)).size).toBe(ALL.length);
  });

  it('gives every case a source kind, a reference and the fact it uses', () => {
    for (const c of ALL) {
      expect(SOURCE_KINDS, c.id).toContain(c.source.kind);
      expect(c.source.ref.trim().length, `${c.id} ref`).toBeGreaterThan(5);
      expect(c.source.note.trim().length, `${c.id} note`).toBeGreaterThan(5);
    }
  });

  it('has no duplicate texts, even differing only in case or spacing', () => {
    const seen = new Map<string, string>();
    for (const c of ALL) {
      const key = normalise(c.text);
      expect(seen.get(key), `${c.id} repeats the text of ${seen.get(key)}`).toBeUndefined();
      seen.set(key, c.id);
    }
  });

  it('labels every case with known concepts, never one both ways', () => {
    for (const c of ALL) {
      expect(c.breaches.length + c.clean.length, `${c.id} has no label`).toBeGreaterThan(0);
      for (const concept of [...c.breaches, ...c.clean]) expect(CONCEPTS, c.id).toContain(concept);
      expect(
        c.breaches.filter((k) => c.clean.includes(k)),
        c.id,
      ).toEqual([]);
      expect(DOCUMENT_TYPES, c.id).toContain(c.documentType);
      expect(documentFromText(c.text).text.trim().length, c.id).toBeGreaterThan(0);
    }
  });

  it('covers every concept in both halves, as a breach and as a clean look-alike', () => {
    for (const concept of CONCEPTS) {
      const halves = ADDED_CONCEPTS.includes(concept)
        ? ([['dev', DEV]] as const)
        : ([
            ['dev', DEV],
            ['frozen', FROZEN_CASES],
          ] as const);
      for (const [half, cases] of halves) {
        expect(covers(cases, concept, 'breaches'), `${half} has a breach of ${concept}`).toBe(true);
        expect(covers(cases, concept, 'clean'), `${half} has a clean case for ${concept}`).toBe(true);
      }
    }
  });

  it('keeps the cases added after the freeze in dev only, with the concepts added with them', () => {
    const frozenIds = new Set(FROZEN_CASES.map((c) => c.id));
    expect(DEV_ADDED_CASES.filter((c) => frozenIds.has(c.id))).toEqual([]);
    for (const concept of ADDED_CONCEPTS) {
      expect(covers(FROZEN_CASES, concept, 'breaches') || covers(FROZEN_CASES, concept, 'clean')).toBe(false);
    }
  });

  it('maps concepts only to rule ids the shipped packs define', () => {
    const packs = loadRulePacks(
      PACK_FILES.map((file) => ({
        fileName: `${PACKS_DIRECTORY}/${file}`,
        text: readFileSync(new URL(`../../packs/${file}`, import.meta.url), 'utf8'),
      })),
    );
    const shipped = new Set(packs.flatMap((p) => p.rules.map((r) => r.id)));
    for (const [concept, rule] of Object.entries(CONCEPT_RULES)) {
      if (rule !== null) expect(shipped.has(rule), `${concept} → ${rule}`).toBe(true);
    }
  });

  it('splits dev and frozen exactly as split.ts says, close to half each', () => {
    const { dev, frozen } = splitCases(DEALT);
    expect(DEV_CASES.map((c) => c.id).sort()).toEqual(dev.map((c) => c.id).sort());
    expect(FROZEN_CASES.map((c) => c.id).sort()).toEqual(frozen.map((c) => c.id).sort());
    expect(Math.abs(DEV_CASES.length - FROZEN_CASES.length)).toBeLessThanOrEqual(DEALT.length * 0.1);
  });
});
