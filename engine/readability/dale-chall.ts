import { DALE_CHALL_WORDS } from './data/dale-chall-words.ts';

// Dale and Chall's counting rules treat regular inflections of a listed word as familiar
// (-s, -es, -ies, -'s, -d, -ed, -ied, -ing, -r, -er, -est, -ier, -iest), as well as hyphenated
// compounds of familiar words. The list is American; UK spellings are mapped to it.

const BRITISH_TO_AMERICAN: readonly (readonly [RegExp, string])[] = [
  [/our(s|ed|ing|ite|ites|able|hood)?$/, 'or$1'], // colour, favourite, neighbourhood, harbour
  [/tre(s|d)?$/, 'ter$1'], // centre, theatre
  [/ence$/, 'ense'], // defence
  [/^grey/, 'gray'],
  [/ise(s|d)?$/, 'ize$1'],
  [/ising$/, 'izing'],
  [/ll(ed|ing|er)$/, 'l$1'], // travelled
  [/^mum(s|my)?$/, 'mom$1'],
  [/^plough/, 'plow'],
  [/^whisky$/, 'whiskey'],
  [/^tyre/, 'tire'],
  [/^cheque/, 'check'],
  [/^woollen$/, 'woolen'],
];

function isListed(word: string): boolean {
  if (DALE_CHALL_WORDS.has(word) || DALE_CHALL_WORDS.has(`${word}.`)) return true; // the list has "mr." and "mrs."
  for (const [pattern, replacement] of BRITISH_TO_AMERICAN) {
    if (pattern.test(word) && DALE_CHALL_WORDS.has(word.replace(pattern, replacement))) return true;
  }
  return false;
}

function baseForms(word: string): string[] {
  const out: string[] = [];
  const add = (stem: string): void => {
    if (stem.length >= 2) out.push(stem);
  };
  const w = word;
  if (w.endsWith("'s") || w.endsWith("s'")) add(w.slice(0, -2));
  if (w.endsWith('ies')) add(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) add(w.slice(0, -2));
  if (w.endsWith('s') && !w.endsWith('ss')) add(w.slice(0, -1));
  if (w.endsWith('ied')) add(`${w.slice(0, -3)}y`);
  if (w.endsWith('ier')) add(`${w.slice(0, -3)}y`);
  if (w.endsWith('iest')) add(`${w.slice(0, -4)}y`);
  for (const suffix of ['ed', 'ing', 'er', 'est']) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    add(stem); // walked, walking
    add(`${stem}e`); // baked, baking, later
    // begged, bigger, biggest: a doubled final consonant
    if (stem.length >= 3 && stem.at(-1) === stem.at(-2) && !/[aeiou]/.test(stem.at(-1) ?? ''))
      add(stem.slice(0, -1));
  }
  if (w.endsWith('d')) add(w.slice(0, -1)); // liked, used
  if (w.endsWith('r')) add(w.slice(0, -1)); // nicer
  return out;
}

/** True if a lower-case word counts as familiar under the Dale-Chall rules. */
export function isFamiliarWord(lowerWord: string): boolean {
  const word = lowerWord.replace(/[\u2018\u2019\u02bc]/g, "'").toLowerCase();
  if (isListed(word)) return true;
  if (word.includes('-')) {
    const parts = word.split('-').filter((p) => p.length > 0);
    return parts.length > 0 && parts.every((part) => isFamiliarWord(part));
  }
  return baseForms(word).some(isListed);
}
