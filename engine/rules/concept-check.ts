// The `concept` check type: statements of a concept (engine/rules/language) and, optionally, phrase patterns;
// each is a finding unless what satisfies the rule is near it (or anywhere in the document). Without a
// concept or patterns, the rule requires its `unless` somewhere: a required element.
import { claims, finding, passedWith, sentenceOf } from './check-support.ts';
import type { CheckContext, Outcome } from './checks.ts';
import type { Match, Sentence } from './document-index.ts';
import { analyse, findConceptIn, joinLemmas, type ConceptName, type LemmaText } from './language/index.ts';
import { isInsideQuotedName, isNegated } from './negation.ts';
import type { ConceptCheck } from './schema.ts';

/** Every sentence's lemmas joined, built once per document and shared by all concept rules. */
function lemmaText(ctx: CheckContext): LemmaText {
  let joined = ctx.memo.get('lemmas') as LemmaText | undefined;
  if (!joined) {
    joined = joinLemmas(ctx.index.sentences.map((sentence) => analyse(sentence.norm)));
    ctx.memo.set('lemmas', joined);
  }
  return joined;
}

/** Every statement of a concept in the document, in reading order (cached per document). */
export function conceptMatches(ctx: CheckContext, name: ConceptName): Match[] {
  const key = `concept:${name}`;
  const cached = ctx.memo.get(key) as Match[] | undefined;
  if (cached) return cached;
  const out: Match[] = [];
  for (const statement of findConceptIn(lemmaText(ctx), name)) {
    const sentence = ctx.index.sentences[statement.sentence]!;
    // A quoted legal name ("Guaranteed Income Bond 2027") names a product; it claims nothing.
    if (isInsideQuotedName(sentence.text, statement.start, statement.end)) continue;
    // A question answered "No." in the next sentence ("Is the fund carbon neutral? No. We don't…") denies it.
    if (sentence.isQuestion && answeredNo(ctx, statement.sentence)) continue;
    out.push({ sentence: statement.sentence, start: statement.start, end: statement.end });
  }
  ctx.memo.set(key, out);
  return out;
}

/** True when the sentence after a question, on the same page, opens with a denial ("No.", "No, …", "Not …"). */
function answeredNo(ctx: CheckContext, index: number): boolean {
  const next = ctx.index.sentences[index + 1];
  if (!next || next.page !== ctx.index.sentences[index]!.page) return false;
  return /^(?:no|not|nope)\b/i.test(next.norm.trim());
}

/** The statements a concept rule tests, in reading order: what Compliance and the SDR view both report. */
export function conceptStatements(ctx: CheckContext, check: ConceptCheck): Match[] {
  const fromPatterns = claims(ctx, ctx.matches(check.patterns), {
    exceptions: check.exceptions,
    negationAware: check.negationAware,
    skipQuestions: check.skipQuestions,
    skipQuotedNames: true,
  });
  // The check's exceptions (fund names such as "Artemis High Income Fund") bind the concept too.
  const exceptions = ctx.matches(check.exceptions);
  const fromConcept = (check.concept ? conceptMatches(ctx, check.concept) : []).filter(
    (m) => !exceptions.some((e) => e.sentence === m.sentence && e.start < m.end && m.start < e.end),
  );
  const fromLayout = check.smallType ? smallTypeStatements(ctx, check.smallType) : [];
  const fromTime = check.beforeLaunch ? beforeLaunchStatements(ctx, check.beforeLaunch) : [];
  return [...fromConcept, ...fromPatterns, ...fromLayout, ...fromTime].sort(
    (a, b) => a.sentence - b.sentence || a.start - b.start,
  );
}

// Round eleven (issue 18): a real record's start said as "live" ("live client accounts from 2021", "live since
// 2019"), or an opening to investors in any tense ("opens to investors in January 2026"), is a launch too: figures
// for the years before it are not the product's own.
const LAUNCH =
  /\b(?:launch(?:ed|es)?|incept(?:ed|ion)|went\s+live|goes\s+live|live\s+(?:(?:client|investor|customer)\s+)?(?:(?:accounts?|trading|money|portfolios?|records?)\s+)?(?:from|since)|start(?:ed|s)?\s+trading|open(?:s|ed|ing)\s+to\s+(?:new\s+)?investors)\b[^.;]{0,40}?\b((?:19|20)\d{2})\b/i;
const YEAR = /\b(?:19|20)\d{2}\b/g;
/** Round eleven (issue 18): a table row that opens with a year and gives a percentage ("2016 | 12.1%"). Read only
 * against a stated launch: a year's figure is not past performance on its own ("2030 | 50%" may be a target). */
const YEAR_ROW = /^\s*((?:19|20)\d{2})\s*(?:\||:)?\s*[+-]?\d+(?:[.,]\d+)?\s?%/;

/**
 * Round ten (issue 18): statements of `concepts` (past performance) whose years all fall before the launch year
 * stated in the document ("launched January 2026" under "returned 14.2% a year from 2016 to 2025"): a record
 * from before the product existed is simulated. Without a stated launch year, nothing. Round eleven: so is a
 * table row of a year before the launch and its return ("| 2016 | 12.1% |" above "live client accounts from 2021").
 */
function beforeLaunchStatements(ctx: CheckContext, concepts: readonly ConceptName[]): Match[] {
  let launch: number | null = null;
  for (const sentence of ctx.index.sentences) {
    const year = LAUNCH.exec(sentence.norm)?.[1];
    if (year) launch = Math.max(launch ?? 0, Number(year));
  }
  if (launch === null) return [];
  const out: Match[] = [];
  for (const name of concepts) {
    for (const m of conceptMatches(ctx, name)) {
      const years = (ctx.index.sentences[m.sentence]!.norm.match(YEAR) ?? []).map(Number);
      if (years.length > 0 && Math.max(...years) < launch) out.push(m);
    }
  }
  for (const sentence of ctx.index.sentences) {
    const year = YEAR_ROW.exec(sentence.norm)?.[1];
    if (!year || Number(year) >= launch || out.some((m) => m.sentence === sentence.index)) continue;
    out.push({ sentence: sentence.index, start: 0, end: sentence.text.length });
  }
  return out;
}

const FOOTNOTE = /^\s*([*†‡§]+|[¹²³])/;

/** The footnote marker a sentence opens with, read from its block (the text model drops a leading "*"). */
function footnoteMarker(ctx: CheckContext, sentence: Sentence): string | null {
  const own = FOOTNOTE.exec(sentence.text)?.[1];
  if (own) return own;
  const head = sentence.text.slice(0, 24);
  const page = ctx.index.document.pages.find((p) => p.number === sentence.page);
  for (const block of page?.blocks ?? []) {
    const marker = FOOTNOTE.exec(block.text)?.[1];
    if (marker && block.text.trimStart().slice(marker.length).trimStart().startsWith(head)) return marker;
  }
  return null;
}

/**
 * Round ten (issue 18): statements of `concepts` (a risk warning) set in type at most `maxRatio` of a statement
 * of `beside` (the claim it qualifies) on the same page: the warning shrunk under its headline. Measured
 * against the claim, not the body size, so a short promotion whose small print is most of its text still counts;
 * sentences without font sizes (OCR, Word) are never read as small.
 */
function smallTypeStatements(ctx: CheckContext, small: NonNullable<ConceptCheck['smallType']>): Match[] {
  const sentences = ctx.index.sentences;
  const largest = new Map<number, number>();
  const claims: Match[] = [];
  for (const name of small.beside) {
    for (const m of conceptMatches(ctx, name)) {
      claims.push(m);
      const s = sentences[m.sentence]!;
      if (s.fontSize > (largest.get(s.page) ?? 0)) largest.set(s.page, s.fontSize);
    }
  }
  if (largest.size === 0) return [];
  const out: Match[] = [];
  for (const name of small.concepts) {
    for (const m of conceptMatches(ctx, name)) {
      const s = sentences[m.sentence]!;
      const claim = largest.get(s.page) ?? 0;
      if (s.fontSize > 0 && claim > 0 && s.fontSize <= claim * small.maxRatio) out.push(m);
    }
  }
  if (!small.footnotes) return out;
  // A footnote whose marker a claim on its page carries, set far smaller than that claim.
  for (const s of sentences) {
    if (s.fontSize <= 0 || s.fontSize > (largest.get(s.page) ?? 0) * small.maxRatio) continue;
    const marker = footnoteMarker(ctx, s);
    if (!marker || out.some((m) => m.sentence === s.index)) continue;
    const qualifies = claims.some((c) => {
      const claim = sentences[c.sentence]!;
      return (
        claim.page === s.page &&
        claim.index !== s.index &&
        claim.text.includes(marker) &&
        s.fontSize <= claim.fontSize * small.maxRatio
      );
    });
    if (qualifies) out.push({ sentence: s.index, start: 0, end: s.text.length });
  }
  return out;
}

function satisfiers(ctx: CheckContext, unless: NonNullable<ConceptCheck['unless']>): Match[] {
  const fromPatterns = ctx.matches(unless.patterns).filter((m) => {
    if (!unless.negationAware) return true;
    const sentence = sentenceOf(ctx, m);
    return !isNegated(sentence.norm, m.start, m.end);
  });
  const fromConcepts = (unless.concepts ?? []).flatMap((name) => conceptMatches(ctx, name));
  return [...fromConcepts, ...fromPatterns];
}

export function conceptCheck(ctx: CheckContext, check: ConceptCheck): Outcome {
  const hasTrigger =
    check.concept !== undefined ||
    check.patterns !== undefined ||
    check.smallType !== undefined ||
    check.beforeLaunch !== undefined;
  const found = hasTrigger ? conceptStatements(ctx, check) : [];
  if (hasTrigger && found.length === 0)
    return { status: 'passed', note: 'Nothing in the document calls for it.' };
  if (!check.unless) return finding(ctx, found);

  const satisfying = satisfiers(ctx, check.unless);
  const detail = check.label ? `missing: ${check.label}` : '';
  // A pass quotes what satisfied the rule (the warning found), in reading order.
  const first = (matches: Match[]) =>
    [...matches].sort((a, b) => a.sentence - b.sentence || a.start - b.start);
  if (!hasTrigger) {
    return satisfying.length > 0 ? passedWith(ctx, first(satisfying)) : finding(ctx, [], { detail });
  }
  if (check.unless.withinSentences === undefined) {
    return satisfying.length > 0 ? passedWith(ctx, first(satisfying)) : finding(ctx, found, { detail }, 3);
  }
  const near = found.map((m) => satisfierNear(ctx, check, m, satisfying));
  const unsatisfied = found.filter((_, i) => near[i] === null);
  return unsatisfied.length === 0
    ? passedWith(
        ctx,
        near.filter((m) => m !== null),
      )
    : finding(ctx, unsatisfied, { detail });
}

/** A claim is not its own evidence: "100% renewables" names a percentage, but measures nothing. */
function overlaps(a: Match, b: Match): boolean {
  return a.sentence === b.sentence && a.start < b.end && b.start < a.end;
}

/**
 * What satisfies the rule for this statement (a plan beside a net zero target, evidence beside a claim):
 * within the rule's window on the same page, or anywhere when the rule has no window; null if nothing does.
 */
export function satisfierNear(
  ctx: CheckContext,
  check: ConceptCheck,
  statement: Match,
  satisfying: Match[] = check.unless ? satisfiers(ctx, check.unless) : [],
): Match | null {
  const within = check.unless?.withinSentences;
  if (within === undefined) return satisfying[0] ?? null;
  const sentences = ctx.index.sentences;
  return (
    satisfying.find(
      (s) =>
        !overlaps(s, statement) &&
        Math.abs(s.sentence - statement.sentence) <= within &&
        sentences[s.sentence]?.page === sentences[statement.sentence]?.page,
    ) ?? null
  );
}
