// Does a passage answer the question asked, or only its category? A persona used to quote whatever fact of the
// question's category it landed on: asked about an exit charge, it quoted the ongoing charge with a 5. Here a
// question is reduced to its content words (stems, with a few finance synonyms merged into one concept), and a
// passage answers only when it covers enough of them. Generic question words ("what", "fund", "document",
// "how much") say nothing about the topic and do not count.
import { stem, terms } from './passages.ts';

/** Finance words a reader uses interchangeably: any one of a group stands for the others. Stems, as terms() gives. */
const SYNONYM_GROUPS: Readonly<Record<string, readonly string[]>> = {
  ongoing: ['ongoing', 'running', 'recurring'],
  charge: [
    'charge',
    'charged',
    'charging',
    'paid',
    'fee',
    'cost',
    'ocf',
    'amc',
    'ter',
    'imc',
    'fmc',
    'expense',
    'pay',
    'payable',
  ],
  risk: [
    'risk',
    'risky',
    'volatility',
    'volatile',
    'srri',
    'srrus',
    'lose',
    'loss',
    'losing',
    'safe',
    'fluctuation',
    'lost',
    'guarantee',
    'guarante',
  ],
  performance: [
    'performance',
    'perform',
    'return',
    'growth',
    'grow',
    'grew',
    'grown',
    'gain',
    'rose',
    'fell',
    'done',
  ],
  objective: ['aim', 'objective', 'achieve', 'goal', 'purpose', 'try', 'seek', 'intend'],
  comparison: ['benchmark', 'compare', 'compar', 'comparison', 'comparator', 'index', 'similar', 'against'],
  sell: [
    'sell',
    'sold',
    'sale',
    'selling',
    'leave',
    'leaving',
    'redeem',
    'redemption',
    'exit',
    'withdraw',
    'withdrawal',
  ],
  buy: ['buy', 'bought', 'purchase', 'entry', 'initial', 'subscription', 'subscribe'],
  contact: [
    'contact',
    'call',
    'phone',
    'ring',
    'telephone',
    'mail',
    'write',
    'send',
    'speak',
    'talk',
    'adviser',
    'advice',
    'ask',
    'question',
    'enquiry',
    'query',
    'help',
  ],
  complaint: ['complain', 'complaint', 'ombudsman'],
  holding: ['hold', 'held', 'holding', 'stay', 'keep', 'horizon', 'period'],
  suitability: ['suitable', 'suit', 'design', 'designed', 'target', 'appropriate', 'intended'],
  income: ['income', 'dividend', 'distribution', 'yield', 'payout'],
  tax: ['tax', 'taxation', 'taxed'],
  currency: ['currency', 'exchange', 'fx', 'sterling'],
  sustainability: [
    'esg',
    'sustainable',
    'sustainability',
    'ethical',
    'responsible',
    'green',
    'environmental',
    'climate',
    'emission',
    'carbon',
  ],
  launch: ['launch', 'launched', 'inception', 'started', 'start', 'began', 'begin'],
  // Everyday words for what pension and savings pages state (issue 27): a reader asks "how old", the page
  // says "from age 55"; "move my money" for "transfer"; "if I die" for "death benefits".
  age: ['age', 'aged', 'old', 'birthday'],
  employer: ['employer', 'boss'],
  reply: ['answer', 'reply', 'respond', 'response'],
  size: ['size', 'big', 'large', 'altogether', 'aum'],
  track: ['track', 'tracker', 'match', 'copy', 'mirror', 'replicate'],
  manager: [
    'manager',
    'manage',
    'managed',
    'managing',
    'manages',
    'pick',
    'picks',
    'picked',
    'select',
    'run',
    'runs',
    'ran',
  ],
  minimum: ['minimum', 'least', 'lowest', 'smallest', 'min'],
  maximum: ['maximum', 'max', 'highest', 'largest', 'limit', 'cap', 'allowance'],
  transfer: ['transfer', 'switch', 'move', 'moving', 'moved'],
  cancel: ['cancel', 'cancellation', 'cooling'],
  death: ['death', 'die', 'dies', 'died', 'dead', 'beneficiary', 'beneficiaries', 'inherit', 'inheritance'],
  protection: ['protect', 'protected', 'protection', 'compensation', 'compensate', 'fscs'],
  contribution: ['contribution', 'contribute', 'contributing', 'deposit', 'save', 'saving', 'savings'],
  // Where the money is invested: a reader names a country by its people ("British companies"), a factsheet's
  // table by the country ("United Kingdom: 6.1%"; passages.ts joins two-word names into one term).
  uk: ['uk', 'british', 'britain'],
  usa: ['usa', 'america', 'american'],
  europe: ['europe', 'european', 'eurozone'],
  japan: ['japan', 'japanese'],
  china: ['china', 'chinese'],
  asia: ['asia', 'asian'],
};

const GROUP_OF = new Map<string, string>();
for (const [group, words] of Object.entries(SYNONYM_GROUPS))
  for (const w of words) GROUP_OF.set(stem(w), group);

/**
 * Words in almost every question about a fund document; they name no topic. Periods ("year", "month") are
 * not topics either: they are checked on their own (periods.ts).
 */
const GENERIC = new Set(
  (
    'fund funds document documents report leaflet factsheet paper information info detail details much many ' +
    'way own word words thing things anything something everything invest investing investment investments ' +
    'like someone person people kind sort give giving show explain explained mention mentioned state ' +
    'stated clear clearly plain easy get make want need know understand happen main please really actually ' +
    'exactly roughly overall current currently reader investor investors year years annual annually yearly ' +
    'month months each per every time day today go going look see one two three four five ten twelve us ' +
    'read reading use used put long last latest recent recently previous ' +
    // words of the kind of answer asked for (answer-types.ts checks it): "what's the phone number"
    'number amount date time name figure percentage often soon quickly exactly whenever anytime ' +
    // where the reader saw it, and the kind of party asked for ("which company manages it")
    'chart graph table page section company companies firm organisation organization provider'
  )
    .split(' ')
    .map(stem),
);

const GROUP_WORDS = new Map<string, string[]>(
  Object.entries(SYNONYM_GROUPS).map(([group, words]) => [group, [...new Set(words.map(stem))]]),
);

/** A question's terms with every synonym of their groups, for retrieval: "yearly fee" also looks for "charge". */
export function expandedTerms(question: string): string[] {
  const out: string[] = [];
  for (const t of terms(question)) {
    out.push(t);
    const group = GROUP_OF.get(t);
    if (group) out.push(...(GROUP_WORDS.get(group) ?? []));
  }
  return out;
}

export interface QuestionTopic {
  /** Concepts the question asks about: a synonym group's name, or the stem of a word outside the groups. */
  groups: string[];
  /** The question's own content words, for saying what was looked for. */
  words: string[];
}

const isNumber = (t: string) => /^[\d£]/.test(t);

export function groupOf(term: string): string {
  return GROUP_OF.get(term) ?? term;
}

/** The topic of a question: its content words' concepts, generic words and numbers (periods, years) left out. */
/** "How did the fund do?", "how has it done": a question about performance without the word. */
const HOW_DID_IT_DO =
  /\bhow (?:did|has|have|does|do|is|was|will) (?:the fund|it|this fund|the investment|my money|my investment|the share class)(?: \w+)? (?:do|done|doing|gone|go|going)\b|\bhow much (?:did|has|have|does|will) (?:it|the fund|this fund|my money|my investment) (?:make|made|earn|earned|gain|gained|lose|lost)\b/i;

/** "Over the past year": "past" belongs to the period (periods.ts reads it), not to the topic. */
const PAST_PERIOD =
  /\bpast(?=\s+(?:(?:\d+|a|one|two|three|five|ten|twelve|few)\s+)?(?:year|month|quarter|week|day)s?\b)/gi;

/**
 * "Start" or "begin" before "with", "to" or a verb in -ing ("start taking money out", "start with £10") only
 * marks when the reader's own action begins; it is no launch of the fund ("When did the fund start?").
 */
const ASPECTUAL_START = /\b(?:start|begin)(?:s|ed)?(?=\s+(?:with\b|to\b|\w+ing\b))/gi;

export function topicOf(question: string): QuestionTopic {
  const groups: string[] = [];
  const words: string[] = [];
  question = question.replace(PAST_PERIOD, ' ').replace(ASPECTUAL_START, ' ');
  if (HOW_DID_IT_DO.test(question)) {
    groups.push('performance');
    words.push('done');
  }
  for (const t of terms(question)) {
    if (GENERIC.has(t) || isNumber(t)) continue;
    const g = groupOf(t);
    if (!groups.includes(g)) {
      groups.push(g);
      words.push(t);
    }
  }
  return { groups, words };
}

/** The concepts a passage speaks about (its heading's too), as a set for coverage checks. */
export function conceptsOf(passageTerms: readonly string[]): Set<string> {
  return new Set(passageTerms.map(groupOf));
}

/** Share of the question's concepts a passage covers; 1 when the question names none (all generic words). */
export function coverage(topic: QuestionTopic, concepts: ReadonlySet<string>): number {
  if (topic.groups.length === 0) return 1;
  return topic.groups.filter((g) => concepts.has(g)).length / topic.groups.length;
}

/**
 * Below this share the passage is about something else. With two concepts both must be there ("exit" and
 * "charge": an ongoing charge is not an answer); with three, two; with five, three.
 */
export const RELEVANCE_FLOOR = 0.6;

export function isRelevant(topic: QuestionTopic, concepts: ReadonlySet<string>): boolean {
  return coverage(topic, concepts) >= RELEVANCE_FLOOR;
}

/** A concept of the synonym groups (a charge, income, an age), not a word of the question's own. */
export function isNamedConcept(group: string): boolean {
  return group in SYNONYM_GROUPS;
}

/** Does the question touch finance at all (any synonym group), so that a layout answer is not off topic. */
export function isFinanceTopic(topic: QuestionTopic): boolean {
  return topic.groups.some((g) => g in SYNONYM_GROUPS);
}

/** The concept groups a category's need stands for, so a missing fact can be named by the need's label. */
export const NEED_GROUPS: Readonly<Record<string, readonly string[]>> = {
  objective: ['objective'],
  charges: ['charge'],
  returns: ['performance'],
  'next-steps': ['contact', 'sell', 'complaint'],
  'past-performance-warning': ['performance'],
  risk: ['risk'],
  comparison: ['comparison', 'performance'],
  value: [],
};

/** The one concept a need's fact pattern proves: "To produce a rising income …" states an objective. */
export const NEED_CONCEPT: Readonly<Record<string, string>> = {
  objective: 'objective',
  charges: 'charge',
  returns: 'performance',
  'next-steps': 'contact',
  'past-performance-warning': 'performance',
  risk: 'risk',
  comparison: 'comparison',
};

/**
 * Concepts that make a passage about something else than the need, though its fact pattern matches: "0.85% a
 * year" next to a charge is a cost, not a return.
 */
export const NEED_CONFLICTS: Readonly<Record<string, readonly string[]>> = {
  returns: ['charge'],
  comparison: ['charge'],
};

/** Words of questions about layout and reading (stems): a visuals or accessibility question names at least one. */
const LAYOUT_WORDS = new Set(
  (
    'around navigate navigation layout laid set section heading title chart graph table picture image diagram ' +
    'colour color font text print printed small large size big spot hidden visible visibility glance page ' +
    'readable understood follow clear language plain jargon term sentence screen format audio braille ' +
    'accessible accessibility access alternative dyslexia eyesight vision important point warning number ' +
    'figure design rating box highlight bold summary key long short simple easier harder hard difficult ' +
    'comfortable comfortably confusing confused find found way words version copy contrast line space ' +
    'bullet list structure organised order clearer read'
  )
    .split(' ')
    .map(stem),
);

/** A layout question off topic: it names words, none about finance, layout or reading ("capital of France"). */
export function isOffTopicForLayout(topic: QuestionTopic): boolean {
  return topic.groups.length > 0 && !isFinanceTopic(topic) && !topic.groups.some((g) => LAYOUT_WORDS.has(g));
}
