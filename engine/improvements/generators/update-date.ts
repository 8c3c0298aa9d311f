/**
 * A stale document (a finding of a `document-age` rule: a KII "accurate as at" more than 12 months before the
 * check) is fixed by reviewing it and publishing it with the date of the review. The engine cannot review the
 * figures, but it can propose the one text change the rule asks for: the date in the sentence the date was
 * read from, set to the day of the check and written as the document writes dates. Never recommended: only
 * someone who has reviewed the charges, risk indicator and performance may accept it.
 */
import { readAsAtDate } from '../../funds/index.ts';
import type { GenerationContext, Generated } from './context.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `iso` (YYYY-MM-DD) written in the style of `like` ("16/06/2021", "15 February 2021", "2021-02-15"). */
export function dateLike(like: string, iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  const numeric = /^(\d{1,2})([./-])(\d{1,2})\2(\d{2,4})$/.exec(like.trim());
  if (numeric)
    return `${dd}${numeric[2]}${mm}${numeric[2]}${numeric[4]!.length === 2 ? String(y).slice(2) : y}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(like.trim())) return iso;
  const month = MONTHS[m - 1]!;
  if (/^\p{L}+\s+\d{1,2},?\s+\d{4}$/u.test(like.trim())) return `${month} ${d}, ${y}`;
  const short =
    /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b/.test(like) && !/[a-z]{4,}/.test(like);
  return `${d} ${short ? month.slice(0, 3) : month} ${y}`;
}

export function updateDateSuggestions(ctx: GenerationContext, checkDate: string | undefined): Generated[] {
  if (!checkDate) return [];
  const out: Generated[] = [];
  const ageRules = new Set(
    ctx.rulePacks.flatMap((p) => p.rules.filter((r) => r.check.type === 'document-age').map((r) => r.id)),
  );
  for (const finding of ctx.compliance.findings) {
    if (!ageRules.has(finding.ruleId)) continue;
    const read = readAsAtDate(ctx.doc);
    if (!read || typeof read.normalized !== 'string') continue;
    // the block the date was read from: often a running footer ("accurate as at 16/06/2021"), not prose
    const quote = read.quote ?? '';
    const found = ctx.text.flow
      .filter((fb) => fb.page === read.page && fb.block.text.includes(read.value))
      .sort((x, y) => Number(y.block.text.includes(quote)) - Number(x.block.text.includes(quote)))[0];
    if (!found) continue;
    const blockText = found.block.text;
    const quoteAt = quote ? blockText.indexOf(quote) : -1;
    const at = blockText.indexOf(read.value, Math.max(0, quoteAt));
    const text = dateLike(read.value, checkDate);
    if (at < 0 || text === read.value) continue;
    const from = quoteAt >= 0 ? quoteAt : at;
    const to = quoteAt >= 0 ? quoteAt + quote.length : at + read.value.length;
    const passage = blockText.slice(from, to);
    const offset = at - from;
    out.push({
      id: `update-date-${finding.ruleId}`,
      type: 'update-date',
      page: found.page,
      passage,
      original: passage,
      proposed: passage.slice(0, offset) + text + passage.slice(offset + read.value.length),
      reason: `${finding.message} Once you have reviewed the document's figures, publish it with the date of the review. Accept this only after that review.`,
      addresses: { kind: 'rule', id: finding.ruleId, label: finding.title, citation: finding.citation },
      categories: ['action'],
      recommended: false,
      edits: [
        {
          op: 'replace',
          page: found.page,
          block: found.indexOnPage,
          start: at,
          end: at + read.value.length,
          text,
        },
      ],
      target: { page: found.page, block: found.indexOnPage, start: from, end: to },
    });
  }
  return out.slice(0, 1);
}
