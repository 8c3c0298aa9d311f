// Whether a persona's worries and goals bear on a question, and how the persona says them in the first
// person. A concern is voiced only where it is about what the question asks ("hidden charges" under a
// charges question, never under "What does the fund invest in?"), so answers do not read as templates.
import type { InterviewCategory } from '#common/personas.ts';
import { lowerFirst, stripEnd } from './phrasing.ts';
import type { SimPersona, SimQuestion } from './simulate.ts';

/** What each category's questions are about, as stems a concern or a goal might share with them. */
const CATEGORY_TOPICS: Record<InterviewCategory, RegExp> = {
  cost: /\b(charg|fee|cost|expens|pay|paying|price|penalt|too much|value for money|fair value|eating into)/,
  performance:
    /\b(perform|return|los[est]|losing|lag|benchmark|grow|growth|income|risk|volatil|inflation|swing|running out|falling)/,
  action:
    /\b(money back|access|withdraw|sell|switch|stop|penalt|complain|advice|adviser|decision|rushed|taken advantage|wrong fund|help)/,
  purpose: /\b(wrong fund|ethic|sustainab|greenwash|values|esg|aim|invest|income|pension|retir|goal|safe)/,
  visuals: /\b(print|read|walls? of text|layout|chart|long complicated|pages|find|screen reader)/,
  accessibility:
    /\b(print|read|walls? of text|jargon|english|understand|long complicated|screen reader|forget|plain|bad days)/,
};

const STOP = new Set([
  'about',
  'their',
  'there',
  'which',
  'would',
  'could',
  'being',
  'what',
  'with',
  'from',
  'that',
  'this',
  'into',
  'them',
  'have',
  'does',
  'your',
  'fund',
  'funds',
  // words nearly every worry and question share: "the fees eating into my money" is not about "could I
  // lose money?"; the category's topic decides those
  'money',
  'invest',
  'investing',
  'investment',
  'investments',
  'document',
]);

/** Stems of the content words of a text: "charges" and "charged" share "charg". */
function stems(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !STOP.has(w)).map((w) => w.slice(0, 5)),
  );
}

/** Whether a worry or goal is about what the question asks: by its words, or by the category's topic. */
export function bearsOn(phrase: string, question: SimQuestion): boolean {
  const lower = phrase.toLowerCase();
  if (CATEGORY_TOPICS[question.category].test(lower)) return true;
  const asked = stems(question.text);
  return [...stems(phrase)].some((s) => asked.has(s));
}

/**
 * Seeded personas describe themselves in the third person ("a steady income to top up her pension"); said
 * by the persona, that reads "my pension". Subject, object and possessive pronouns are turned, with the
 * verb after a subject pronoun agreeing ("he does not know" → "I do not know").
 */
export function firstPerson(phrase: string): string {
  const verbs: Record<string, string> = {
    does: 'do',
    has: 'have',
    is: 'am',
    needs: 'need',
    wants: 'want',
    knows: 'know',
  };
  return (
    phrase
      .replace(/\b(?:he|she) (\w+)/g, (_, verb: string) => `I ${verbs[verb] ?? verb}`)
      .replace(/\b(?:he|she)\b/g, 'I')
      .replace(/\b(?:himself|herself)\b/g, 'myself')
      .replace(/\bhim\b/g, 'me')
      .replace(/\bhis\b/g, 'my')
      // "her" before a noun is possessive ("her children"), at the end or before a joiner it is an object
      .replace(/\bher\b(?=\s*(?:$|[,.;:)]|\s(?:and|or|if|when|to|at|in|on)\b))/g, 'me')
      .replace(/\bher\b/g, 'my')
  );
}

/**
 * The sentence a persona adds about why the question matters to them, or null when none of their worries
 * or goals bears on it. A worry comes before a goal; which one, when several bear, is fixed by `pick`.
 */
export function personalStake(
  persona: SimPersona,
  question: SimQuestion,
  pick: <T>(items: readonly T[], key: string) => T,
  key: string,
): string | null {
  const concerns = persona.concerns.filter((c) => c.trim() !== '' && bearsOn(c, question));
  if (concerns.length > 0)
    return `That matters to me because I worry about ${firstPerson(lowerFirst(stripEnd(pick(concerns, `${key}|concern`))))}.`;
  const goals = persona.motivations.filter((m) => m.trim() !== '' && bearsOn(m, question));
  if (goals.length > 0)
    return `That matters to me: what I'm after is ${firstPerson(lowerFirst(stripEnd(pick(goals, `${key}|goal`))))}.`;
  return null;
}
