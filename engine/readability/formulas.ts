// Readability formulas from counts. Each returns 0 when a count it divides by is 0, so empty text scores 0
// rather than NaN or Infinity. Constants are the published ones, as in the reference implementations that
// ../shared/corpus/readability/cases.json checks (the npm packages flesch, flesch-kincaid, gunning-fog,
// smog-formula, coleman-liau, automated-readability and dale-chall-formula).

export interface ReadabilityCounts {
  sentences: number;
  words: number;
  syllables: number;
  /** Words of three or more syllables (SMOG). */
  polysyllables: number;
  /** Gunning's "complex" words: three or more syllables, not counting proper nouns, hyphenated compounds
   * or words that reach three syllables only through -es, -ed or -ing. */
  complexWords: number;
  /** Words not on the Dale-Chall list of familiar words (after its rules for inflections and names). */
  difficultWords: number;
  /** Letters and digits in words (Coleman-Liau, and the "characters" of ARI). */
  letters: number;
  /** Words of one syllable. */
  monosyllables: number;
  /** Words of more than six letters. */
  longWords: number;
}

export type PartialCounts = Partial<ReadabilityCounts>;

const ratio = (numerator: number, denominator: number): number =>
  denominator > 0 ? numerator / denominator : 0;

/** Flesch Reading Ease: 206.835 − 1.015 × words/sentence − 84.6 × syllables/word (higher is easier). */
export function fleschReadingEase({ words = 0, sentences = 0, syllables = 0 }: PartialCounts): number {
  if (words === 0 || sentences === 0) return 0;
  return 206.835 - 1.015 * ratio(words, sentences) - 84.6 * ratio(syllables, words);
}

/** Flesch-Kincaid grade level: 0.39 × words/sentence + 11.8 × syllables/word − 15.59 (US school grade). */
export function fleschKincaidGrade({ words = 0, sentences = 0, syllables = 0 }: PartialCounts): number {
  if (words === 0 || sentences === 0) return 0;
  return 0.39 * ratio(words, sentences) + 11.8 * ratio(syllables, words) - 15.59;
}

/** Gunning Fog: 0.4 × (words/sentence + 100 × complex words/words). */
export function gunningFog({ words = 0, sentences = 0, complexWords = 0 }: PartialCounts): number {
  if (words === 0 || sentences === 0) return 0;
  return 0.4 * (ratio(words, sentences) + 100 * ratio(complexWords, words));
}

/** SMOG grade (McLaughlin 1969, regression form): 1.043 × √(polysyllables × 30/sentences) + 3.1291. */
export function smogIndex({ sentences = 0, polysyllables = 0 }: PartialCounts): number {
  if (sentences === 0) return 0;
  return 1.043 * Math.sqrt(polysyllables * ratio(30, sentences)) + 3.1291;
}

/** Coleman-Liau index: 0.0588 × letters per 100 words − 0.296 × sentences per 100 words − 15.8. */
export function colemanLiauIndex({ words = 0, sentences = 0, letters = 0 }: PartialCounts): number {
  if (words === 0) return 0;
  return 0.0588 * (100 * ratio(letters, words)) - 0.296 * (100 * ratio(sentences, words)) - 15.8;
}

/** Automated Readability Index: 4.71 × characters/word + 0.5 × words/sentence − 21.43. */
export function automatedReadabilityIndex({ words = 0, sentences = 0, letters = 0 }: PartialCounts): number {
  if (words === 0 || sentences === 0) return 0;
  return 4.71 * ratio(letters, words) + 0.5 * ratio(words, sentences) - 21.43;
}

/**
 * Dale-Chall raw score: 0.1579 × percentage of difficult words + 0.0496 × words/sentence, plus 3.6365
 * when more than 5% of words are difficult (the 1948 adjustment).
 */
export function daleChallScore({ words = 0, sentences = 0, difficultWords = 0 }: PartialCounts): number {
  if (words === 0 || sentences === 0) return 0;
  const percentDifficult = 100 * ratio(difficultWords, words);
  const score = 0.1579 * percentDifficult + 0.0496 * ratio(words, sentences);
  return percentDifficult > 5 ? score + 3.6365 : score;
}

/** Dale-Chall raw score to the grade band it stands for (4.9 or lower: grade 4 and below … 10+: college graduate). */
export function daleChallGradeBand(score: number): string {
  if (score <= 0) return 'n/a';
  if (score < 5) return '4 and below';
  if (score < 6) return '5-6';
  if (score < 7) return '7-8';
  if (score < 8) return '9-10';
  if (score < 9) return '11-12';
  if (score < 10) return '13-15 (college)';
  return '16+ (college graduate)';
}

export interface ReadabilityScores {
  fleschReadingEase: number;
  fleschKincaidGrade: number;
  gunningFog: number;
  smogIndex: number;
  colemanLiauIndex: number;
  automatedReadabilityIndex: number;
  daleChallScore: number;
}

/** Every score from one set of counts. */
export function scoresFromCounts(counts: PartialCounts): ReadabilityScores {
  return {
    fleschReadingEase: fleschReadingEase(counts),
    fleschKincaidGrade: fleschKincaidGrade(counts),
    gunningFog: gunningFog(counts),
    smogIndex: smogIndex(counts),
    colemanLiauIndex: colemanLiauIndex(counts),
    automatedReadabilityIndex: automatedReadabilityIndex(counts),
    daleChallScore: daleChallScore(counts),
  };
}

/** UK reading age in years: Flesch-Kincaid grade + 5 (a US grade is roughly the age minus five). 0 for no text. */
export function ukReadingAge(counts: PartialCounts): number {
  if ((counts.words ?? 0) === 0 || (counts.sentences ?? 0) === 0) return 0;
  return fleschKincaidGrade(counts) + 5;
}
