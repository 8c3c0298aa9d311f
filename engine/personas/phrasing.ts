// Small rules for putting document text and persona details into sentences without breaking them.

/** Words that start a sentence in lower case once inside another: never names. */
const COMMON_STARTS = new Set(
  (
    'a an the this that these those it its we our you your they their there he she his her if in on at for to of by ' +
    'from with as all any each every no not some past future ongoing one two three when while where what which who ' +
    'how investments investment charges charge returns return fees fee fund funds shares units capital income ' +
    'value exit entry initial annual management performance total transaction risk risks dividend dividends ' +
    'distribution yield price prices objective aim policy benchmark portfolio assets cost costs please since over ' +
    'during before after investors money'
  ).split(' '),
);

/**
 * Lower-cases the first word for use mid-sentence ("Ongoing charges are…" → "…ongoing charges are…"), but
 * only an ordinary word, never a name: "Artemis aims…" and "Fidelity Index World…" keep their capitals, as
 * does an ordinary word starting a title ("Exit Charge"), while "The Fund" becomes "the Fund".
 */
export function lowerFirst(text: string): string {
  const m = /^([A-Z][a-z’']*)(\s+(\S+))?/.exec(text);
  if (!m) return text;
  const word = m[1]!;
  const next = m[3] ?? '';
  const common = COMMON_STARTS.has(word.toLowerCase());
  // A capitalised next word makes a title ("Fidelity Index"), except after an article ("The Fund").
  if (/^[A-Z]/.test(next) && !['a', 'an', 'the', 'this', 'our', 'your', 'its'].includes(word.toLowerCase()))
    return text;
  if (!common) return text;
  return `${word[0]!.toLowerCase()}${text.slice(1)}`;
}

export const stripEnd = (s: string) => s.replace(/[\s.;:,…]+$/, '');
export const capitalised = (s: string) => (s ? `${s[0]!.toUpperCase()}${s.slice(1)}` : s);

/** A clause as a sentence: capital first, one full stop at the end (none added after ?, ! or a quote's own). */
export function sentence(clause: string): string {
  const text = capitalised(clause.trim());
  if (/[.!?]["”’)]?$/.test(text)) return text;
  return `${stripEnd(text)}.`;
}

/** "a", "a and b", "a, b and c". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A quotation closing a sentence: the quote keeps its own end mark, else the full stop follows it. */
export function quotedEnd(quote: string): string {
  const q = quote.trim();
  return /[.!?]$/.test(q) ? `“${q}”` : `“${stripEnd(q)}”.`;
}
