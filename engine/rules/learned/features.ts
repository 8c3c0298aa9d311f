// The text features of the learned concept layer: lower-cased word unigrams and bigrams, weighted by TF-IDF and
// scaled to unit length. One function for training and for run time, so the model always sees text the way it
// was trained. Pure.

/** Words of a text: letters, digits, apostrophes inside a word, and the signs that carry meaning in promotions
 * (%, £, $). Numbers become "#" so a figure's size does not split the vocabulary. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+(?:['’][a-z]+)*|\d+(?:[.,]\d+)*|[%£$€]/g) ?? []).map((word) =>
    /^\d/.test(word) ? '#' : word.replace('’', "'"),
  );
}

/** Unigrams and adjacent bigrams ("no_risk"), each counted once per text (presence, not frequency). */
export function termsOf(text: string): Set<string> {
  const words = wordsOf(text);
  const terms = new Set(words);
  for (let i = 1; i < words.length; i++) terms.add(`${words[i - 1]}_${words[i]}`);
  return terms;
}

/** A text as TF-IDF weights over a fixed vocabulary (term → idf), unit length; unknown terms are dropped. */
export function tfIdf(text: string, idf: Readonly<Record<string, number>>): Map<string, number> {
  const vector = new Map<string, number>();
  for (const term of termsOf(text)) {
    // own keys only: a word such as "constructor" must not read the object's prototype (it gave NaN scores)
    if (Object.hasOwn(idf, term)) vector.set(term, idf[term]!);
  }
  const norm = Math.sqrt([...vector.values()].reduce((sum, w) => sum + w * w, 0));
  if (norm > 0) for (const [term, w] of vector) vector.set(term, w / norm);
  return vector;
}
