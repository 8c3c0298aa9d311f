// The `document-age` check type (issue 30): a document whose "as at" date is more than `maxMonths` before the
// day of the check is out of date (a KII or KID past its 12-month review, a factsheet past its reporting
// period). The engine has no clock: the check date comes in the options, and without one the rule cannot be
// measured. The date is the one stored on the document version when given (read from content, or corrected by
// a user), else the one read from the content here, with the same reader (engine/funds/as-at-date.ts).
import { readAsAtDate } from '../funds/as-at-date.ts';
import { claims, type Outcome } from './check-support.ts';
import type { CheckContext } from './checks.ts';
import { quoteOf } from './quote.ts';
import type { DocumentAgeCheck } from './schema.ts';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The ISO date `months` calendar months after `iso` (a month end clamps: 31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first day on which a document as at `asAt` is stale under a rule of `maxMonths`: the day after the limit. */
export function staleFrom(asAt: string, maxMonths: number): string {
  const limit = addMonths(asAt, maxMonths);
  const next = new Date(`${limit}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export function documentAgeCheck(ctx: CheckContext, check: DocumentAgeCheck): Outcome {
  if (check.onlyIf) {
    const found = claims(ctx, ctx.matches(check.onlyIf), {
      negationAware: false,
      skipQuestions: false,
      skipQuotedNames: false,
    });
    if (found.length === 0)
      return { status: 'not-applicable', note: 'Its condition does not arise in this document.' };
  }
  const { checkDate, documentDate } = ctx.dates;
  if (!checkDate || !ISO.test(checkDate))
    return {
      status: 'not-applicable',
      note: 'No check date was given, so the document’s age is not measured.',
    };
  const read = documentDate ? null : readAsAtDate(ctx.index.document);
  const asAt = documentDate ?? (typeof read?.normalized === 'string' ? read.normalized : null);
  if (!asAt || !ISO.test(asAt))
    return {
      status: 'not-applicable',
      note: 'No "as at" date was found in the document; set it on the document to have its age checked.',
    };
  const stale = staleFrom(asAt, check.maxMonths);
  if (checkDate < stale)
    return {
      status: 'passed',
      note: `Dated ${asAt}; it stays current until ${addMonths(asAt, check.maxMonths)}.`,
      ...(read ? { evidence: [{ page: read.page, quote: quoteOf(read.quote) }] } : {}),
    };
  return {
    status: 'finding',
    evidence: read ? [{ page: read.page, quote: quoteOf(read.quote) }] : [],
    occurrences: 1,
    values: {
      value: asAt,
      max: check.maxMonths,
      detail: checkDate,
    },
  };
}
