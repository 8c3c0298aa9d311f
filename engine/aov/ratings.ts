/**
 * Ratings as assessment-of-value reports express them: red/amber/green in words ("rated green", "RAG
 * status: Amber", a table cell reading "Green"), a firm's own scale ("Good / Satisfactory /
 * Unsatisfactory", "Value delivered") and ticks or crosses. Each maps to a red/amber/green equivalent so
 * reports on different scales can be compared; the text as found is kept.
 */

export type RagRating = 'red' | 'amber' | 'green';

export interface RatingMatch {
  /** 'red' | 'amber' | 'green' when the report uses those words, else the report's own term as found. */
  rating: string;
  equivalent: RagRating | null;
  /** The words the rating was read from. */
  text: string;
}

const RAG = new Set<string>(['red', 'amber', 'green']);

/** Scale terms: the middle of a three-point scale ("Satisfactory", "Adequate") maps to amber. */
const SCALE: readonly [RegExp, RagRating][] = [
  [
    /^(?:value (?:not|is not|was not) (?:delivered|provided)|not (?:delivering|providing) value|poor value|does not (?:meet|deliver)|not met|unsatisfactory|poor|weak|inadequate|action required|requires action|significant concerns?|below expectations)$/i,
    'red',
  ],
  [
    /^(?:partial(?:ly)?(?: met| delivered| value)?|fair value|satisfactory|adequate|acceptable|fair|moderate|needs improvement|requires improvement|improvement needed|some concerns?|under review|mixed|reasonable|in line|meets? (?:some|most) expectations)$/i,
    'amber',
  ],
  [
    /^(?:value (?:delivered|provided)|delivering value|good value|excellent value|strong value|meets? expectations|exceeds expectations|fully met|met|good|very good|excellent|strong|outstanding|positive|no concerns?|no issues?)$/i,
    'green',
  ],
];

const TICK = /^[✓✔☑🗸]$/u;
const CROSS = /^[✗✘☒×]$/u;
const DASH_OR_BLANK = /^(?:n\/?a|-|–|—|not applicable|not rated|n\.a\.)$/i;

function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'“”‘’(:–—-]+|[\s"'“”‘’).:;,!–—-]+$/gu, '')
    .trim();
}

/** A rating given as a cell or a line on its own: "Green", "AMBER", "Good", "✓", and in a rating column "G". */
export function ratingFromLabel(text: string, options: { allowLetters?: boolean } = {}): RatingMatch | null {
  if (text.length > 60) return null;
  const label = clean(text);
  if (label.length === 0 || label.length > 40) return null;
  const lower = label.toLowerCase();
  if (RAG.has(lower)) return { rating: lower, equivalent: lower as RagRating, text: label };
  if (options.allowLetters && /^[RAG]$/.test(label)) {
    const rag = ({ R: 'red', A: 'amber', G: 'green' } as const)[label as 'R' | 'A' | 'G'];
    return { rating: rag, equivalent: rag, text: label };
  }
  // "Green - value delivered", "Amber (under review)": a RAG word leading a short label
  const lead = /^(red|amber|green)\s*[:–—(-]/i.exec(label);
  if (lead && label.split(' ').length <= 6) {
    const rag = lead[1]!.toLowerCase() as RagRating;
    return { rating: rag, equivalent: rag, text: label };
  }
  if (TICK.test(label)) return { rating: '✓', equivalent: 'green', text: label };
  if (CROSS.test(label)) return { rating: '✗', equivalent: 'red', text: label };
  if (DASH_OR_BLANK.test(label)) return null;
  for (const [pattern, equivalent] of SCALE) {
    if (pattern.test(label)) return { rating: label, equivalent, text: label };
  }
  return null;
}

const RAG_AFTER_CUE =
  /\b(?:rated|rating(?: (?:of|is|was|for this (?:area|consideration)))?|RAG(?: rating| status| score)?(?: (?:of|is|was))?|assessed as|scored|score(?: (?:of|is|was))?|status(?: (?:of|is|was))?|traffic[- ]light(?: rating)?(?: (?:of|is|was))?)\s*[:–—-]?\s*(?:as\s+)?(?:an?\s+)?["'“‘(]?(red|amber|green)\b/i;
/** "rated this area green", "assessed this consideration as amber" */
const RAG_AFTER_VERB =
  /\b(?:rated|assessed|judged|graded|scored)\s+(?:[\w’']+\s+){0,3}?(?:as\s+)?(?:an?\s+)?["'“‘(]?(red|amber|green)\b/i;
const RAG_BEFORE_CUE = /\b(red|amber|green)\s+(?:rating|rated|RAG|status|score|traffic[- ]light)\b/i;
const RAG_IN_BRACKETS = /\((red|amber|green)\)/i;
const SCALE_AFTER_CUE =
  /\b(?:rated|rating(?: (?:of|is|was))?|assessed as|judged(?: to be)?|our assessment(?: is| was)?|overall assessment(?: is| was)?|outcome(?: is| was)?|score(?: (?:of|is|was))?)\s*[:–—-]?\s*(?:as\s+)?["'“‘]?((?:very )?good(?: value)?|excellent(?: value)?|strong|outstanding|satisfactory|unsatisfactory|adequate|acceptable|fair(?: value)?|weak|poor(?: value)?|needs improvement|requires improvement|value delivered|value not delivered|partially met|fully met|not met|met)\b/i;
const SCALE_TERMS =
  '(?:very )?good(?: value)?|excellent(?: value)?|strong|outstanding|satisfactory|unsatisfactory|adequate|acceptable|fair(?: value)?|weak|poor(?: value)?|needs improvement|requires improvement|value delivered|value not delivered|partially met|fully met|not met|met';
/** "The board rated service as Good" */
const SCALE_AFTER_VERB = new RegExp(
  `\\b(?:rated|assessed|judged|graded)\\s+(?:[\\w’']+\\s+){0,3}?as\\s+["'“‘]?(${SCALE_TERMS})\\b`,
  'i',
);
const NEGATED_BEFORE = /\b(?:not|never|no longer)\s+(?:be\s+)?$/i;

/** Every rating pattern needs one of these words: a cheap test first keeps long reports fast. */
const RATING_HINT = /red|amber|green|rat(?:ed|ing)|RAG|assess|judged|outcome|score/i;

/** A rating stated in running text: "rated green", "RAG status: Amber", "a green rating", "rated Good". */
export function ratingInText(text: string): RatingMatch | null {
  if (!RATING_HINT.test(text)) return null;
  const flat = /\s\s|[\n\t\r]/.test(text) ? text.replace(/\s+/g, ' ') : text;
  for (const pattern of [RAG_AFTER_CUE, RAG_AFTER_VERB, RAG_BEFORE_CUE, RAG_IN_BRACKETS]) {
    const match = pattern.exec(flat);
    if (match && !NEGATED_BEFORE.test(flat.slice(Math.max(0, match.index - 20), match.index))) {
      const rag = match[1]!.toLowerCase() as RagRating;
      return { rating: rag, equivalent: rag, text: match[0].trim() };
    }
  }
  const scale = SCALE_AFTER_CUE.exec(flat) ?? SCALE_AFTER_VERB.exec(flat);
  if (scale && !NEGATED_BEFORE.test(flat.slice(Math.max(0, scale.index - 20), scale.index))) {
    const term = scale[1]!;
    const mapped = ratingFromLabel(term);
    return { rating: term, equivalent: mapped?.equivalent ?? null, text: scale[0].trim() };
  }
  // "Rating: Good" and similar label lines
  const labelled =
    /^(?:rating|RAG(?: rating| status)?|our rating|overall rating|assessment|outcome|score)\s*[:–—-]\s*(.{1,40})$/i.exec(
      flat.trim(),
    );
  if (labelled) return ratingFromLabel(labelled[1]!, { allowLetters: true });
  return null;
}

const RANK: Record<RagRating, number> = { red: 0, amber: 1, green: 2 };

/** The least favourable of several ratings (a grid summarises a consideration by its weakest class). */
export function worstRating(ratings: readonly RatingMatch[]): RatingMatch | null {
  let worst: RatingMatch | null = null;
  for (const r of ratings) {
    if (!worst) worst = r;
    else if (r.equivalent && (!worst.equivalent || RANK[r.equivalent] < RANK[worst.equivalent])) worst = r;
  }
  return worst;
}
