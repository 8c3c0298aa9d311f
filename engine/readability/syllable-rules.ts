// Rule-based syllable estimate for English words that are not in the pronouncing dictionary.
//
// Counts vowel groups (y is a vowel after a consonant), then corrects the commonest mismatches
// with pronunciation: silent final e, silent -es/-ed, -le/-re endings, vowel pairs that are two
// syllables (hiatus: "me-di-a", "ac-tu-al", "vi-a-ble"), -ism, silent e before -ly/-ment/-ful.
// The rules were tuned against the CMU Pronouncing Dictionary; words they still get wrong are
// listed in data/syllable-dictionary.ts, which is consulted first.

const VOWEL = /[aeiou]/;

function isVowelAt(w: string, i: number): boolean {
  const c = w[i];
  if (c === undefined) return false;
  if (VOWEL.test(c)) return true;
  if (c !== 'y') return false;
  // y starting a word or a syllable ("yes", "beyond", "player") is a consonant.
  if (i === 0) return false;
  const prev = w[i - 1] ?? '';
  const next = w[i + 1] ?? '';
  if (VOWEL.test(prev) && VOWEL.test(next)) return false;
  return true;
}

/** Vowel groups: a y after a consonant starts its own group ("car-ry-ing", "dy-ing"). */
function countVowelGroups(w: string): number {
  let groups = 0;
  let inGroup = false;
  for (let i = 0; i < w.length; i++) {
    const vowel = isVowelAt(w, i);
    if (!vowel) {
      inGroup = false;
      continue;
    }
    const c = w[i];
    const prev = w[i - 1] ?? '';
    const yNucleus = c === 'y' && !VOWEL.test(prev);
    const afterYNucleus = inGroup && prev === 'y' && !VOWEL.test(w[i - 2] ?? '');
    if (!inGroup || yNucleus || afterYNucleus) groups++;
    inGroup = true;
  }
  return groups;
}

/** Patterns that add a syllable to the vowel-group count (exported so the tuning can be re-measured). */
export const ADD_PATTERNS: readonly RegExp[] = [
  // hiatus: two vowels that are pronounced separately
  /[^cgst]ia|[cgt]ia[^lnsg]|[cgt]ia$|^[^aeiou]*sia[bt]/, // me-di-a, vi-a-ble, ap-pre-ci-ate; not so-cial, Asian, marriage
  /[^cgstxhln]io(?!us|ur)|^bio|[^aeiou][cstln]io$/, // ra-ti-o, pe-ri-od, port-fo-li-o; not na-tion, fash-ion, mil-lion
  /[^qg]ua/, // ac-tu-al, ev-al-u-ate; not e-qual, lan-guage
  /[^qg]ue[nt]|[^qg]uet|uel$/, // flu-ent, cru-el, du-et
  /[^qg]uit(?:y|ies)$|[^qg]uid/, // flu-id, an-nu-i-ty; not e-qui-ty
  /[^cst]ie(?:nt|nce|ty|t[^h])|iet$|iety/, // cli-ent, ex-pe-ri-ence, so-ci-e-ty, qui-et
  /[^cgtx]ious|[^cg]eous|uous/, // va-ri-ous, si-mul-ta-ne-ous, con-tin-u-ous
  /(?:^|[^gt])reat(?:e|ion|or|ive|ing|ed)/, // cre-ate, re-cre-a-tion; not great, treat
  /^re[iou]|^rea(?:ct|ss|pp|rr|dj)/, // re-in-vest, re-act
  /^pre[aeiu](?!ch|n)/, // pre-emp-tive
  /(?:[aeio]|[^gq]u)ings?$/, // be-ing, go-ing, see-ing; not in-tri-guing
  /[aeiou]sms?$|thms?$/, // cap-i-tal-ism, al-go-rithm
  /[^aeiouy]ie(?:r|st)$/, // ear-li-er, eas-i-est
  /[^aeiouprgcsh]eo[^u]|^(?:geo|theo|neo|stereo)/, // vid-e-o, ge-o-graph-y; not peo-ple, pi-geon
  /[^aeiou]n't$/, // did-n't
  /iu/, // pre-mi-um
  /eum/, // mu-se-um
];

/** Patterns that remove a syllable from the vowel-group count. */
export const SUBTRACT_PATTERNS: readonly RegExp[] = [
  /[^aeiouy]que?s?$|[^aeiouy]gues?$|eague?s?$|ogues?$/, // u-nique, league, cat-a-logue
  /[aeiouy][^aeiouy]e(?:ly|ment|ments|ful|fully|ness|some|wise)$/, // like-ly, man-age-ment
  /[aeiou][^aeiouy]e(?:hold|work|line|time|where|fore|less|day|way|side|ward|wards|room)/, // share-hold-er, there-fore
];

function endsWithSilentE(w: string): boolean {
  if (!w.endsWith('e') || w.length < 3) return false;
  const prev = w[w.length - 2] ?? '';
  const prev2 = w[w.length - 3] ?? '';
  if (VOWEL.test(prev) || prev === 'y') return false; // agree, free, tie, bye: e is part of a vowel group
  // consonant + le / re is a syllable of its own: ta-ble, cen-tre, ac-re
  if ((prev === 'l' || prev === 'r') && !VOWEL.test(prev2) && prev2 !== 'y' && prev2 !== prev) return false;
  return true;
}

function endsWithSilentEs(w: string): boolean {
  if (!w.endsWith('es') || w.length < 4) return false;
  const stem = w.slice(0, -1); // word without the final s
  if (!endsWithSilentE(stem)) return false;
  const prev = stem[stem.length - 2] ?? '';
  const prev2 = stem[stem.length - 3] ?? '';
  // sibilants make -es a syllable: box-es, pric-es, charg-es, hous-es, church-es
  if ('sxzcg'.includes(prev)) return false;
  if (prev === 'h' && (prev2 === 'c' || prev2 === 's')) return false;
  return true;
}

function endsWithSilentEd(w: string): boolean {
  if (!w.endsWith('ed') || w.length < 4) return false;
  const prev = w[w.length - 3] ?? '';
  const prev2 = w[w.length - 4] ?? '';
  if (VOWEL.test(prev)) return false; // agreed: no separate e group anyway
  if (prev === 'y') return VOWEL.test(prev2); // played, keyed (y ends the vowel); not car-ried
  if (prev === 't' || prev === 'd') return false; // want-ed, trad-ed
  const liquidSyllable =
    (prev === 'l' || prev === 'r') && !VOWEL.test(prev2) && prev2 !== 'y' && prev2 !== prev;
  // set-tled; but in bowled, crawled the w belongs to the vowel
  if (liquidSyllable && !(prev2 === 'w' && VOWEL.test(w[w.length - 5] ?? ''))) return false;
  return true;
}

/** Syllables of one word by rule; letters other than a-z are ignored. Always >= 1 for a word with letters. */
export function countSyllablesByRule(raw: string): number {
  const w = raw.toLowerCase().replace(/[^a-z']/g, '');
  const letters = w.replace(/'/g, '');
  if (letters.length === 0) return 0;
  if (letters.length <= 2) return 1;
  let count = countVowelGroups(letters);
  if (endsWithSilentE(letters) && count > 1) count--;
  else if (endsWithSilentEs(letters) && count > 1) count--;
  else if (endsWithSilentEd(letters) && count > 1) count--;
  for (const pattern of ADD_PATTERNS) if (pattern.test(w)) count++;
  for (const pattern of SUBTRACT_PATTERNS) if (pattern.test(letters)) count--;
  return Math.max(1, count);
}
