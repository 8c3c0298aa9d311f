import type { CompareVersionsResponse } from '#common/api/documents.ts';
import { parseTranscript, scoreInterview } from '#common/api/personas.ts';
import type { DocumentAnalysis } from '#engine/analysis/analyze-document.ts';
import { aovCoverage } from '#engine/measures/index.ts';
import type { ComplianceResult, Finding } from '#engine/rules/index.ts';
import { findingEvidenceHash } from '../compliance/evidence-hash.ts';

// The pieces of a comparison of two versions (ADR 015), each from what both versions have; pure.

type Change = { from: number | null; to: number | null; change: number | null };

const round1 = (n: number) => Math.round(n * 10) / 10;

export function changeOf(from: number | null, to: number | null): Change {
  return { from, to, change: from === null || to === null ? null : round1(to - from) };
}

/**
 * A version's UK reading age as its latest check printed it (the check's measures, engine/measures); a version
 * checked before the check kept them takes its analysis's, which comes from the same engine function.
 */
export function readingAgeOf(
  check: ComplianceResult | null,
  analysis: DocumentAnalysis | null,
): number | null {
  return check?.measures?.readingAge ?? analysis?.measures?.readingAge ?? null;
}

/** The reading-age target the newer version was measured against, with its reason; null when none was. */
export function readingAgeTargetOf(
  check: ComplianceResult | null,
  analysis: DocumentAnalysis | null,
): CompareVersionsResponse['readingAgeTarget'] {
  const measures = check?.measures ?? analysis?.measures;
  return measures
    ? { documentType: measures.documentType, target: measures.target, reason: measures.targetReason }
    : null;
}

/** Percent of the COLL 6.6.21R considerations an AoV analysis assessed (the grid's figure); null without one. */
export function aovCoverageOf(analysis: DocumentAnalysis | null): number | null {
  const considerations = analysis?.aov?.considerations;
  if (!considerations?.length) return null;
  return aovCoverage(considerations).percent;
}

/** A decision in force on a finding's evidence: the newest on that rule and hash (decisions come newest first). */
type Decision = { ruleId: string; status: string; evidenceHash: string | null };

/**
 * Findings fixed (in the older check, not the newer), new (the reverse), changed (the same rule in both on other
 * evidence: a measure that moved, shown once) and dismissed (a reviewer's decision is in force on it: not fixed
 * by the new version, nor new in it). A finding is its rule on its evidence (the hash decisions carry on,
 * ADR 013).
 */
export function compareFindings(
  from: ComplianceResult,
  to: ComplianceResult,
  decisions: readonly Decision[] = [],
): NonNullable<CompareVersionsResponse['findings']> {
  const keyed = (r: ComplianceResult) => new Map(r.findings.map((f) => [findingEvidenceHash(f), f]));
  const before = keyed(from);
  const after = keyed(to);
  const isDismissed = (hash: string, f: Finding) =>
    decisions.find((d) => d.ruleId === f.ruleId && d.evidenceHash === hash)?.status === 'dismissed';
  const view = (f: Finding) => ({
    ruleId: f.ruleId,
    title: f.title,
    citation: f.citation,
    severity: f.severity,
  });
  const dismissed = new Map<string, Finding>();
  for (const [hash, f] of [...before, ...after]) if (isDismissed(hash, f)) dismissed.set(f.ruleId + hash, f);
  const open = (m: Map<string, Finding>) => [...m].filter(([hash, f]) => !isDismissed(hash, f));
  const gone = open(before).filter(([hash]) => !after.has(hash));
  const added = open(after).filter(([hash]) => !before.has(hash));
  const changedRules = new Set(
    gone.map(([, f]) => f.ruleId).filter((id) => added.some(([, f]) => f.ruleId === id)),
  );
  return {
    fixed: gone.filter(([, f]) => !changedRules.has(f.ruleId)).map(([, f]) => view(f)),
    new: added.filter(([, f]) => !changedRules.has(f.ruleId)).map(([, f]) => view(f)),
    changed: [...changedRules].map((ruleId) => {
      const was = gone.find(([, f]) => f.ruleId === ruleId)![1];
      const now = added.find(([, f]) => f.ruleId === ruleId)![1];
      return { ...view(now), fromMessage: was.message, toMessage: now.message };
    }),
    dismissed: [...dismissed.values()].map(view),
    unchanged: open(after).filter(([hash]) => before.has(hash)).length,
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
