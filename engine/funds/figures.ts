/**
 * Figures and dates as reconciliation compares them: "0.85%", "0.850 per cent" and "0.85 %" are one figure;
 * "26 Oct 2018", "26/10/2018" and "26 October 2018" one date. Pure string work, no clock.
 */

/** A percentage written as "0.85%", "0.850 per cent", "-3.04", "+0.19", "0.85 pct". */
const PERCENT =
  /^[(]?([-+−–]?)\s*(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\.\d+)\s*(?:%|per\s*cent\b|percent\b|pct\b)?[)]?$/i;

/** The number a percentage or plain figure stands for, or null ("N/A", "-", words). */
export function parsePercent(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const value = Number(match[2]!.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  return match[1] && match[1] !== '+' ? -value : value;
}

/** Decimal places a figure is shown to ("0.850%" → 3), so two figures compare to the coarser precision. */
export function decimalsOf(text: string): number {
  return /\d*(?:\.(\d+))?/.exec(text.replace(/,/g, '').replace(/^[^\d.]+/, ''))?.[1]?.length ?? 0;
}

/**
 * Two figures agree when they are equal once rounded to the precision the less precise one is shown to:
 * "0.85%" and "0.850 per cent" agree; "0.85%" and "0.8%" agree too (0.85 rounds to 0.8 or 0.9, so half a
 * unit of the shown precision either way is allowed); "0.85%" and "0.95%" do not.
 */
export function figuresAgree(
  a: { value: string; normalized: number },
  b: { value: string; normalized: number },
): boolean {
  const places = Math.min(decimalsOf(a.value), decimalsOf(b.value));
  const half = 0.5 * 10 ** -places;
  return Math.abs(a.normalized - b.normalized) <= half + 1e-9;
}

/** Money with a unit: "£174.2m", "£1.2bn", "EUR 1,000" → the amount in units of the currency. */
export function parseMoney(text: string): number | null {
  const match = /([£$€]|GBP|EUR|USD)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|m|mn|million|bn|billion)?\b/i.exec(text);
  if (!match || (!match[1] && !match[3])) return null;
  const amount = Number(match[2]!.replace(/,/g, ''));
  const unit = (match[3] ?? '').toLowerCase();
  const scale = unit === 'k' ? 1e3 : unit.startsWith('m') ? 1e6 : unit.startsWith('b') ? 1e9 : 1;
  return amount * scale;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function monthNumber(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return null;
  const index = MONTHS.findIndex((m) => m.startsWith(w) || (w === 'sept' && m === 'september'));
  return index < 0 ? null : index + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date in words or figures as written in UK documents, found inside the text. */
export const DATE_IN_TEXT =
  /\b(\d{1,2}(?:st|nd|rd|th)?\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?,?\s+\d{4}|\d{1,2}[/.]\d{1,2}[/.]\d{4}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,\s+\d{4}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{4}|\d{4}-\d{2}-\d{2})\b/i;

/**
 * ISO form of a date: "26 Oct 2018" → "2018-10-26", "16/06/2021" → "2021-06-16" (day first, as UK
 * documents write it), "Oct 2021" → "2021-10", "1992" → "1992". Null when it is not a date.
 */
export function isoDate(text: string): string | null {
  const flat = text.replace(/\s+/g, ' ').replace(/,/g, '').trim();
  let m = /^(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]+)\.? (\d{4})$/.exec(flat);
  if (m) {
    const month = monthNumber(m[2]!);
    return month ? `${m[3]}-${pad(month)}-${pad(Number(m[1]))}` : null;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)? (\d{4})$/.exec(flat);
  if (m) {
    const month = monthNumber(m[1]!);
    return month ? `${m[3]}-${pad(month)}-${pad(Number(m[2]))}` : null;
  }
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(flat);
  if (m) {
    const day = Number(m[1]);
    const month = Number(m[2]);
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? `${m[3]}-${pad(month)}-${pad(day)}` : null;
  }
  m = /^([A-Za-z]+)\.? (\d{4})$/.exec(flat);
  if (m) {
    const month = monthNumber(m[1]!);
    return month ? `${m[2]}-${pad(month)}` : null;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(flat)) return flat;
  if (/^(?:19|20)\d\d$/.test(flat)) return flat;
  return null;
}
