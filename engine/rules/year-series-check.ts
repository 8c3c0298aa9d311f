// The `year-series` check type: performance shown year by year (a factsheet's discrete 12-month returns, a
// KII's bar chart) is read as runs of consecutive years ("2020 | 2021 | 2022", "2024 2023 2022 2021 2020"),
// and the longest run is held against the periods a rule requires: at least five complete 12-month periods
// (COBS 4.6.2R(2)) unless the fund is younger, at most ten calendar years (a KII's bar chart). Chart labels
// are often extracted as separate lines ("2011 … 2017", then "2018 2019 2020"), so runs that continue one
// another a few lines apart on the same page are joined.
import { claims, passedWith, sentenceOf } from './check-support.ts';
import type { CheckContext, Outcome } from './checks.ts';
import { quoteOf } from './quote.ts';
import type { YearSeriesCheck } from './schema.ts';

interface YearRun {
  first: number;
  last: number;
  /** Sentences the run was read from. */
  sentences: number[];
  page: number;
}

const YEAR = /\b(?:19|20)\d{2}\b/g;
/** What may stand between two years of one run: spaces, cell separators, light punctuation. */
const BETWEEN_YEARS = /^[\s|,;/–-]*$/;
/** Lines apart that a continuing run may be, on the same page (bar labels between two lines of years). */
const JOIN_WITHIN_SENTENCES = 3;

function length(run: YearRun): number {
  return Math.abs(run.last - run.first) + 1;
}

/** Runs of at least two consecutive years, ascending or descending, within one sentence. */
function runsIn(text: string, sentence: number, page: number): YearRun[] {
  const runs: YearRun[] = [];
  let current: YearRun | null = null;
  let previousEnd = 0;
  for (const match of text.matchAll(YEAR)) {
    const year = Number(match[0]);
    const start = match.index ?? 0;
    const step = current ? (current.last === current.first ? 0 : Math.sign(current.last - current.first)) : 0;
    const continues =
      current !== null &&
      BETWEEN_YEARS.test(text.slice(previousEnd, start)) &&
      Math.abs(year - current.last) === 1 &&
      (step === 0 || year - current.last === step);
    if (current && continues) current.last = year;
    else {
      if (current && length(current) >= 2) runs.push(current);
      current = { first: year, last: year, sentences: [sentence], page };
    }
    previousEnd = start + match[0].length;
  }
  if (current && length(current) >= 2) runs.push(current);
  return runs;
}

function direction(run: YearRun): number {
  return Math.sign(run.last - run.first);
}

/**
 * A table row, or a line that is mostly years (chart labels): years in prose ("AUM for 2018-2019 only")
 * are not performance shown year by year.
 */
function isYearLine(text: string, kind: string): boolean {
  return (
    kind === 'table' ||
    text
      .replace(YEAR, ' ')
      .split(/\s+/)
      .filter((w) => /\p{L}/u.test(w)).length <= 5
  );
}

/** Every run in the document, with runs continued on a nearby line of the same page joined. */
function yearRuns(ctx: CheckContext): YearRun[] {
  const cached = ctx.memo.get('year-runs') as YearRun[] | undefined;
  if (cached) return cached;
  const runs: YearRun[] = [];
  for (const sentence of ctx.index.sentences) {
    // Most sentences hold no year, and then no run: the cheap test first.
    if (!FIRST_YEAR.test(sentence.text) || !isYearLine(sentence.text, sentence.kind)) continue;
    for (const run of runsIn(sentence.text, sentence.index, sentence.page)) {
      const previous = runs.at(-1);
      const lastSentence = previous?.sentences.at(-1) ?? -Infinity;
      if (
        previous &&
        previous.page === run.page &&
        run.sentences[0]! - lastSentence <= JOIN_WITHIN_SENTENCES &&
        direction(previous) === direction(run) &&
        run.first - previous.last === direction(run)
      ) {
        previous.last = run.last;
        previous.sentences.push(...run.sentences);
      } else runs.push(run);
    }
  }
  ctx.memo.set('year-runs', runs);
  return runs;
}

const LAUNCH = /\b(?:launch(?:ed)?|launch\s+date|inception|came\s+into\s+existence)\b/i;
const FIRST_YEAR = /\b(?:19|20)\d{2}\b/;

/**
 * The latest launch year stated ("Launch date | … / 28 Nov 2018 | …", "This class was launched on
 * 03/03/2014"): the year after the word, or in the next line on the same page (a table's value row).
 * The latest, because a share class launched after its fund has performance only from its own launch.
 */
function launchYear(ctx: CheckContext): number | null {
  const sentences = ctx.index.sentences;
  let latest: number | null = null;
  sentences.forEach((sentence, i) => {
    const word = LAUNCH.exec(sentence.text);
    if (!word) return;
    const after = sentence.text.slice(word.index);
    const next = sentences[i + 1];
    const year =
      FIRST_YEAR.exec(after)?.[0] ??
      (next && next.page === sentence.page ? FIRST_YEAR.exec(next.text)?.[0] : undefined);
    if (year && (latest === null || Number(year) > latest)) latest = Number(year);
  });
  return latest;
}

function span(run: YearRun): string {
  return `${Math.min(run.first, run.last)}–${Math.max(run.first, run.last)}`;
}

export function yearSeriesCheck(ctx: CheckContext, check: YearSeriesCheck): Outcome {
  const shown = check.onlyIf
    ? claims(ctx, ctx.matches(check.onlyIf), {
        negationAware: false,
        skipQuestions: false,
        skipQuotedNames: false,
      })
    : [];
  if (check.onlyIf && shown.length === 0)
    return { status: 'passed', note: 'No year-by-year performance is shown in this document.' };
  const limits = {
    ...(check.min !== undefined ? { min: check.min } : {}),
    ...(check.max !== undefined ? { max: check.max } : {}),
  };
  const longest = yearRuns(ctx).reduce<YearRun | null>(
    (best, run) => (best === null || length(run) > length(best) ? run : best),
    null,
  );
  const years = longest ? length(longest) : 0;
  const excused = () => ctx.matches(check.unless).length > 0;

  if (check.max !== undefined && longest && years > check.max) {
    return outcome(ctx, longest.sentences, {
      value: years,
      ...limits,
      detail: `${years} years, ${span(longest)}`,
    });
  }
  const floor = check.min ?? 1;
  if (years >= floor && longest) {
    return {
      status: 'passed',
      evidence: evidenceOf(ctx, longest.sentences),
      basis: `${years} consecutive years shown (${span(longest)}).`,
    };
  }
  if (years >= floor || excused()) {
    const standIn = ctx.matches(check.unless)[0];
    return standIn ? passedWith(ctx, [standIn]) : { status: 'passed' };
  }
  if (check.sinceLaunch && longest) {
    const launched = launchYear(ctx);
    const latest = Math.max(longest.first, longest.last);
    if (launched !== null && launched > latest - floor) {
      return { status: 'passed', note: `Fewer years shown because the fund was launched in ${launched}.` };
    }
  }
  const values = { value: years, ...limits };
  if (longest)
    return outcome(ctx, longest.sentences, { ...values, detail: `${years} years, ${span(longest)}` });
  // No years at all: the performance shown (the condition's sentences) is the evidence.
  return outcome(ctx, [...new Set(shown.map((m) => m.sentence))], { ...values, detail: 'no years shown' });
}

/** The sentences a run was read from, quoted whole (at most three). */
function evidenceOf(ctx: CheckContext, sentences: readonly number[]) {
  return sentences.slice(0, Math.min(ctx.maxEvidence, 3)).map((index) => {
    const sentence = sentenceOf(ctx, { sentence: index, start: 0, end: 0 });
    return { page: sentence.page, quote: quoteOf(sentence.text) };
  });
}

function outcome(
  ctx: CheckContext,
  sentences: readonly number[],
  values: Record<string, string | number>,
): Outcome {
  const evidence = evidenceOf(ctx, sentences);
  return { status: 'finding', evidence, occurrences: sentences.length, values: { count: 1, ...values } };
}
