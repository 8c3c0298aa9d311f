import type { CompareVersionsResponse } from '#common/api/documents.ts';
import { parseTranscript, scoreInterview } from '#common/api/personas.ts';
import type { DocumentAnalysis } from '#engine/analysis/analyze-document.ts';
import { analyzeReadability } from '#engine/readability/index.ts';
import type { ComplianceResult, Finding } from '#engine/rules/index.ts';
import { findingEvidenceHash } from '../compliance/evidence-hash.ts';

// The pieces of a comparison of two versions (ADR 015), each from what both versions have; pure.

type Change = { from: number | null; to: number | null; change: number | null };

const round1 = (n: number) => Math.round(n * 10) / 10;

export function changeOf(from: number | null, to: number | null): Change {
  return { from, to, change: from === null || to === null ? null : round1(to - from) };
}

/** A version's UK reading age: its analysis's if it has one, else measured on the text extracted from it. */
export function readingAgeOf(analysis: DocumentAnalysis | null, text: string | null): number | null {
  if (analysis) return round1(analysis.readability.target.ukReadingAge);
  if (!text?.trim()) return null;
  return round1(analyzeReadability(text).target.ukReadingAge);
}

/** Percent of the COLL 6.6.21R considerations an AoV analysis found covered; null without one. */
export function aovCoverageOf(analysis: DocumentAnalysis | null): number | null {
  const considerations = analysis?.aov?.considerations;
  if (!considerations?.length) return null;
  return Math.round((100 * considerations.filter((c) => c.covered).length) / considerations.length);
}

/**
 * Findings fixed (in the older check, not the newer) and new (the reverse), a finding being its rule on its
 * evidence (the hash decisions carry on, ADR 013): the same rule on reworded evidence is one fixed and one new.
 */
export function compareFindings(
  from: ComplianceResult,
  to: ComplianceResult,
): NonNullable<CompareVersionsResponse['findings']> {
  const keyed = (r: ComplianceResult) => new Map(r.findings.map((f) => [findingEvidenceHash(f), f]));
  const before = keyed(from);
  const after = keyed(to);
  const view = (f: Finding) => ({
    ruleId: f.ruleId,
    title: f.title,
    citation: f.citation,
    severity: f.severity,
  });
  return {
    fixed: [...before].filter(([k]) => !after.has(k)).map(([, f]) => view(f)),
    new: [...after].filter(([k]) => !before.has(k)).map(([, f]) => view(f)),
    unchanged: [...after.keys()].filter((k) => before.has(k)).length,
  };
}

type InterviewScore = { version: number | null; personaId: string; personaName: string; transcript: unknown };

/** Per persona interviewed on both versions, the overall score of its latest interview of each (newest first in). */
export function comparePersonaScores(
  interviews: InterviewScore[],
  from: number,
  to: number,
): CompareVersionsResponse['personaScores'] {
  const latest = new Map<string, InterviewScore>();
  for (const i of interviews) {
    const key = `${i.personaId}:${i.version}`;
    if (!latest.has(key)) latest.set(key, i);
  }
  const scoreAt = (personaId: string, n: number) => {
    const i = latest.get(`${personaId}:${n}`);
    const overall = i ? scoreInterview(parseTranscript(i.transcript)).overall : null;
    return overall === null || overall === undefined ? null : round1(overall);
  };
  const personas = new Map(interviews.map((i) => [i.personaId, i.personaName]));
  return [...personas]
    .map(([personaId, personaName]) => ({
      personaId,
      personaName,
      ...changeOf(scoreAt(personaId, from), scoreAt(personaId, to)),
    }))
    .filter((p) => p.from !== null && p.to !== null)
    .sort((a, b) => a.personaName.localeCompare(b.personaName));
}
