/**
 * The API's view of a stored analysis (common/api/analyses.ts): the figures and passages the result screen
 * shows, each sentence placed on its page. The full engine result stays in the database and in the JSON
 * export; the view keeps the payload small (no per-paragraph metrics of a 100-page report) and the API
 * shape stable when the engine adds detail.
 */
import type { AnalysisResultView } from '#common/api/analyses.ts';
import { aovCoverage } from '../measures/aov-coverage.ts';
import type { DocumentAnalysis } from './analyze-document.ts';

const EXAMPLES = 10;
const round = (n: number, places = 1): number => {
  const f = 10 ** places;
  return Math.round(n * f) / f;
};

function pageLookup(result: DocumentAnalysis) {
  const { headingPages, paragraphPages } = result.locations ?? { headingPages: [], paragraphPages: [] };
  return (location: { sectionIndex: number; paragraphIndex: number | null }): number | null =>
    location.paragraphIndex === null
      ? (headingPages[location.sectionIndex] ?? null)
      : (paragraphPages[location.sectionIndex]?.[location.paragraphIndex] ?? null);
}

/** The items in order, without a second quote of the same sentence on the same page. */
function uniqueQuotes<T extends { page: number | null }>(
  items: readonly T[],
  textOf: (item: T) => string,
): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.page ?? ''}\u0000${textOf(item).replace(/\s+/g, ' ').trim().toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function toAnalysisView(result: DocumentAnalysis): AnalysisResultView {
  const pageOf = pageLookup(result);
  const r = result.readability;
  const s = result.structure;
  const doc = r.document;
  return {
    kind: result.kind,
    summary: result.summary,
    readability: {
      metrics: {
        // the figures every screen shows (engine/measures); analyses stored before them keep their own
        ukReadingAge: result.measures?.readingAge ?? round(r.target.ukReadingAge),
        targetReadingAge: result.measures?.target ?? r.target.targetReadingAge,
        targetReason: result.measures?.targetReason ?? null,
        meetsTarget: result.measures?.meetsTarget ?? r.target.meetsTarget,
        fleschReadingEase: round(doc.scores.fleschReadingEase),
        fleschKincaidGrade: round(doc.scores.fleschKincaidGrade),
        gunningFog: round(doc.scores.gunningFog),
        smogIndex: round(doc.scores.smogIndex),
        colemanLiauIndex: round(doc.scores.colemanLiauIndex),
        automatedReadabilityIndex: round(doc.scores.automatedReadabilityIndex),
        daleChallScore: round(doc.scores.daleChallScore),
        daleChallGrade: doc.daleChallGrade,
        words: doc.counts.words,
        sentences: doc.counts.sentences,
        wordsPerSentence: round(doc.wordsPerSentence),
        percentDifficultWords: round(doc.percentDifficultWords),
        paragraphs: r.target.paragraphs,
        paragraphsOverTarget: r.target.paragraphsOverTarget,
      },
      sentenceLengths: {
        buckets: r.sentenceLengths.buckets.map((b) => ({ label: b.label, count: b.count })),
        mean: round(r.sentenceLengths.mean),
        median: round(r.sentenceLengths.median),
        p90: round(r.sentenceLengths.p90),
        max: r.sentenceLengths.max,
        longSentenceWords: r.sentenceLengths.longSentenceWords,
        longSentences: r.sentenceLengths.longSentences,
      },
      longestSentences: uniqueQuotes(
        r.longestSentences.map((x) => ({ text: x.text, words: x.words, page: pageOf(x) })),
        (x) => x.text,
      ).slice(0, EXAMPLES),
      passiveVoice: {
        count: r.passiveVoice.length,
        // a sentence with two passive phrases is one example, shown once
        examples: uniqueQuotes(
          r.passiveVoice.map((x) => ({ sentence: x.sentence, phrase: x.phrase, page: pageOf(x) })),
          (x) => x.sentence,
        ).slice(0, EXAMPLES),
      },
      undefinedAcronyms: r.undefinedAcronyms.map((a) => ({
        acronym: a.acronym,
        status: a.status,
        uses: a.uses,
        sentence: a.firstUse.sentence,
        page: pageOf(a.firstUse),
      })),
      jargon: r.jargon.map((j) => {
        const first = j.occurrences[0];
        return {
          term: j.term,
          plainEnglish: j.plainEnglish,
          count: j.count,
          quote: first?.text ?? null,
          page: first ? pageOf(first) : null,
        };
      }),
      // results stored before boilerplate could be marked have no list
      excludedSentences: (r.excludedSentences ?? []).map((x) => ({ text: x.text, page: pageOf(x) })),
      sections: r.sections
        .filter((sec) => sec.metrics.counts.words > 0)
        .map((sec) => ({
          heading: sec.heading,
          ukReadingAge: round(sec.metrics.ukReadingAge),
          words: sec.metrics.counts.words,
          paragraphs: sec.paragraphs.length,
          page: pageOf({ sectionIndex: sec.index, paragraphIndex: sec.heading === null ? 0 : null }),
        })),
    },
    structure: {
      pageCount: s.pageCount,
      headingCount: s.headingCount,
      totals: s.totals,
      outline: s.outline.map((o) => ({ level: o.level, text: o.text, page: o.page, empty: o.empty })),
      keySections: s.keySections.map((k) => ({
        label: k.label,
        found: k.found,
        firstPage: k.firstPage,
        headingPage: k.headingPage,
        heading: k.heading,
      })),
      pages: s.pages.map((p) => ({
        page: p.page,
        words: p.words,
        tables: p.tables,
        images: p.images,
        wordsPerA4: p.wordsPerA4 === null ? null : Math.round(p.wordsPerA4),
        smallestTextPt: p.smallestTextPt,
        ocr: p.ocr,
      })),
      fonts: {
        hasSizes: s.fonts.hasSizes,
        predominantBodyPt: s.fonts.predominantBodyPt,
        smallestBodyPt: s.fonts.smallestBody?.pt ?? null,
        smallestBodyPage: s.fonts.smallestBody?.page ?? null,
        minBodyTextPt: s.fonts.minBodyTextPt,
        pagesBelowMinimum: s.fonts.pagesBelowMinimum,
        riskTextPt: s.fonts.riskText?.pt ?? null,
        riskTextDifferencePt: s.fonts.riskText?.differencePt ?? null,
      },
      metadata: {
        title: s.metadata.title.value,
        language: s.metadata.language.value,
        detectedLanguage: s.metadata.language.detected,
        tagged: s.metadata.tagged,
      },
    },
    aov: result.aov
      ? {
          considerations: result.aov.considerations.map((c) => ({
            id: c.id,
            name: c.name,
            citation: c.citation,
            covered: c.covered,
            status: c.status ?? null,
            headingFound: c.headingFound ?? null,
            coverage: c.coverage,
            rating: c.rating,
            ratingEquivalent: c.ratingEquivalent,
            evidence: c.evidence,
            conclusionStated: c.conclusionStated,
            conclusion: c.conclusion,
            actionStated: c.actionStated,
            action: c.action,
            notes: c.notes,
          })),
          shareClasses: result.aov.shareClasses,
          funds: result.aov.funds,
          assessmentPeriod: result.aov.assessmentPeriod
            ? {
                page: result.aov.assessmentPeriod.page,
                quote: result.aov.assessmentPeriod.quote,
                period: result.aov.assessmentPeriod.period ?? null,
              }
            : null,
          overallConclusion: result.aov.overallConclusion,
          fundGrids: (result.aov.fundGrids ?? []).map((g) => ({
            fund: g.fund,
            shareClass: g.shareClass ?? null,
            page: g.page,
            shareClasses: g.shareClasses,
            assessedCount: g.assessedCount,
            considerations: g.considerations.map((c) => ({
              id: c.id,
              name: c.name,
              status: c.status,
              rating: c.rating,
              ratingEquivalent: c.ratingEquivalent,
              evidence: c.evidence[0] ?? null,
            })),
          })),
          overall: {
            coverage: (({ count, total, label }) => ({ count, total, label }))(
              aovCoverage(result.aov.considerations),
            ),
            coveredCount: result.aov.overall.coveredCount,
            assessedCount: result.aov.overall.assessedCount ?? null,
            ratedCount: result.aov.overall.ratedCount,
            missing: result.aov.overall.missing,
            questionsFirst: result.aov.overall.questionsFirst,
          },
        }
      : null,
    sdr: result.sdr
      ? {
          labelClaimed: result.sdr.labelClaimed,
          labelName: result.sdr.labelName,
          noLabelStatement: result.sdr.noLabelStatement,
          support: result.sdr.support,
          names: result.sdr.names,
          terms: result.sdr.terms.map((t) => ({
            term: t.term,
            count: t.count,
            restricted: t.restricted,
            first: t.first,
          })),
          termCount: result.sdr.termCount,
          disclosure: result.sdr.disclosure,
          vagueClaims: result.sdr.vagueClaims.map((v) => ({
            id: v.id,
            name: v.name,
            count: v.count,
            absolute: v.absolute,
            page: v.page,
            quote: v.quote,
          })),
          netZeroTargets: result.sdr.netZeroTargets ?? [],
        }
      : null,
    findings: result.findings,
  };
}
