import { splitSentences } from '../readability/tokenize.ts';

export type RedlineOp = 'same' | 'removed' | 'added';
export type RedlinePart = { op: RedlineOp; text: string };

/**
 * Above this many sentence pairs the middle (after the common start and end are set aside) is shown as
 * removed then added rather than aligned: the table would cost memory and time out of proportion.
 */
const MAX_CELLS = 16_000_000;

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The sentences of a text, whitespace collapsed, so a re-wrapped line is no change. */
export function sentencesOf(text: string): string[] {
  return splitSentences(text)
    .map((span) => normalise(text.slice(span.start, span.end)))
    .filter((s) => s.length > 0);
}

/**
 * A redline of two texts by sentence: the longest common subsequence of sentences is kept as "same", the rest
 * of the older text is "removed" and of the newer "added", in reading order; runs of one kind are joined.
 * Pure and deterministic.
 */
export function redline(fromText: string, toText: string): RedlinePart[] {
  const a = sentencesOf(fromText);
  const b = sentencesOf(toText);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: RedlinePart[] = [];
  const push = (op: RedlineOp, text: string) => {
    const last = parts.at(-1);
    if (last && last.op === op) last.text += ` ${text}`;
    else parts.push({ op, text });
  };
  for (const s of a.slice(0, start)) push('same', s);
  for (const [op, s] of alignMiddle(a.slice(start, endA), b.slice(start, endB))) push(op, s);
  for (const s of a.slice(endA)) push('same', s);
  return parts;
}

function alignMiddle(a: string[], b: string[]): [RedlineOp, string][] {
  const n = a.length;
  const m = b.length;
  if ((n + 1) * (m + 1) > MAX_CELLS)
    return [
      ...a.map((s): [RedlineOp, string] => ['removed', s]),
      ...b.map((s): [RedlineOp, string] => ['added', s]),
    ];
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..], in one flat table
  const width = m + 1;
  const lcs = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i * width + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
  const out: [RedlineOp, string][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push(['same', a[i]!]);
      i++;
      j++;
    } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) out.push(['removed', a[i++]!]);
    else out.push(['added', b[j++]!]);
  }
  while (i < n) out.push(['removed', a[i++]!]);
  while (j < m) out.push(['added', b[j++]!]);
  return out;
}
