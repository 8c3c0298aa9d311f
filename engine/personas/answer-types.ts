// The kind of answer a question expects, read from its words ("how much" → an amount; "what age" → a number of
// years; "when" → a date; "who" → a person or a party; "phone" → a number to call), and the pattern a passage
// must show before it counts as the answer: a sentence about the topic without the amount asked for has not
// answered "how much".

export interface AnswerType {
  id:
    | 'amount'
    | 'age'
    | 'duration'
    | 'date'
    | 'person'
    | 'party'
    | 'phone'
    | 'web'
    | 'address'
    | 'number'
    | 'risk-level';
  /** Tested on the passage text as printed (case matters for names). */
  shows: TextTest;
}

/** What a passage must show: a pattern, or a test that knows the document (a person's name). */
export interface TextTest {
  test(text: string): boolean;
}

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const NUMBER_WORD = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|forty|fifty|sixty|ninety|\d+(?:\.\d+)?)`;

const TYPES: Record<AnswerType['id'], RegExp> = {
  amount:
    /£\s?\d|\d\s?%|\b\d+(?:\.\d+)?\s?(?:p|pence|bps|basis points)\b|\b(?:none|nil|free|no (?:charge|fee|cost)s?|nothing|n\/a|not applicable|does not charge|doesn['’]t charge|won['’]t charge|no extra)\b/i,
  age: /\b(?:over|under|aged|at least|turns?|turned|reach(?:es|ed)?|until|from)\s+(?:the age of\s+)?\d{2}\b|\b\d{2}\s+or\s+(?:over|older|above|under|younger)\b|\b(?:age[ds]?|aged|birthday)\b[^.]{0,40}\b\d{2}\b|\b\d{2}\b[^.]{0,20}\b(?:age|birthday|years? old)\b|\bstate pension age\b|\bretire(?:ment)? age\b/i,
  duration: new RegExp(
    String.raw`\b${NUMBER_WORD}[\s-]+(?:(?:working|business|calendar)\s+)?(?:days?|weeks?|months?|years?|hours?)\b|\b(?:any ?time|at any time|immediately|straight away|same day|next day|until|maturity|matures|long[- ]term|short[- ]term|medium[- ]term)\b`,
    'i',
  ),
  // "When can I take my money?" — "from age 55", "after 14 days" answer a when as well as a date does.
  date: new RegExp(
    String.raw`\bage\s+\d{2}\b|\b(?:within|after|for)\s+${NUMBER_WORD}\s+(?:working |business )?(?:days?|weeks?|months?|years?)\b|\b(?:19|20)\d\d\b|\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}|\b${MONTH}\s+\d{1,2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b(?:daily|weekly|monthly|quarterly|annually|yearly|twice a year|once a year|every (?:day|week|month|quarter|year)|each (?:day|week|month|quarter|year)|(?:business|working|dealing) day|noon|midday|\d{1,2}(?::\d\d)?\s?(?:am|pm))\b`,
    'i',
  ),
  // A name: two capitalised words ("Legal & General", "Adrian Frost"), a company suffix, or a named body.
  party:
    /\b[A-Z][\p{Ll}’'-]+(?:\s+(?:&\s+)?[A-Z][\p{Ll}’'.-]*)+|\b[A-Z]{2,}[\p{Ll}]*\s+[A-Z][\p{Ll}]+|\b(?:Limited|Ltd|plc|PLC|LLP|Trustees?|Ombudsman|Authority|FCA|FSCS)\b/u,
  // A person's name: two capitalised words that are not a firm's, a fund's or a heading's ("Adrian Frost").
  person:
    /\b(?!(?:The|This|That|These|If|You|Your|We|Our|For|At|In|On|Phone|Email|Write|Website|Fund|Legal|Key|Investment)\b)[A-Z][a-z]+ (?:[A-Z]\. )?[A-Z][a-z]+\b(?! (?:Limited|Ltd|plc|PLC|LLP|Fund|Funds|Services|Management|Group|Investments?|Trust|Trustees|Bank|Index|ISA|Online|Pensions?|Ombudsman|Authority|Asset|Capital|Partners)\b)/,
  phone: /(?:\+44\s?|\b0)\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4}\b/,
  web: /@|\bwww\.|https?:\/\/|\b[\w-]+\.(?:com|co\.uk|org\.uk|org|gov\.uk|uk)\b/i,
  address:
    /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\bPO Box\b|\b(?:road|street|lane|house|square|place|way)\b/i,
  number:
    /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|hundred)\b/i,
  'risk-level':
    /\b[1-7]\b|\b(?:low|lower|medium|high|higher)(?:er)?\b[^.]{0,20}\b(?:risk|category|rating)\b|\brisk\b[^.]{0,30}\b(?:low|medium|high)\b/i,
};

/** Question patterns, the most specific first. */
const TRIGGERS: ReadonlyArray<[RegExp, AnswerType['id']]> = [
  // "What's the Ombudsman's number?": a party's number is one to ring.
  [
    /\b(?:phone|telephone|ring|call)\b|\bnumber (?:to|can|should|do) (?:i|you|we)\b|\b\w+['’]s number\b/i,
    'phone',
  ],
  [/\be-?mail\b|\bwebsite\b|\bweb ?(?:site|page|address)\b|\bonline address\b|\burl\b/i, 'web'],
  [
    /\b(?:postal )?address\b|\bwrite to\b|\bwhere (?:do|can|should|would) (?:i|you|we) (?:send|write|post)\b/i,
    'address',
  ],
  // "How up to date is this information?": the date it was written or is correct at.
  [
    /\bhow (?:current|up[- ]to[- ]date|recent|old) (?:is|are) (?:this|these|the) (?:information|document|guide|leaflet|factsheet|fact sheet|figures?|details)\b/i,
    'date',
  ],
  [/\bwhat age\b|\bhow old\b|\bat what age\b|\bage (?:can|do|must|should|will)\b|\bminimum age\b/i, 'age'],
  [/\bhow (?:risky|much risk)\b|\brisk (?:level|rating|category|score|indicator)\b/i, 'risk-level'],
  [/\bhow long\b|\bhow many (?:days|weeks|months|years|hours)\b|\bhow soon\b|\bhow quickly\b/i, 'duration'],
  [
    /^\s*when\b|\bwhat (?:date|day|time|year)\b|\bwhich (?:date|day|year)\b|\bhow often\b|\bwhen (?:was|is|will|does|do|did|can|are|were|should)\b/i,
    'date',
  ],
  [
    /\bname of the (?:person|people|manager)|\bnames? of the (?:people|managers?)|\b(?:which|what) person\b|\bwho is the person|\bperson who\b|\bpeople (?:who|managing|running)\b/i,
    'person',
  ],
  [
    /^\s*who\b|\bwho (?:is|are|was|runs|manages|looks|regulates|owns|holds|provides|pays|can|do|should|would)\b|\bwhich (?:company|companies|firm|bank|organisation|organization|body|regulator|provider|insurer|index|benchmark|sector|comparator|market|label)\b|\bname of\b/i,
    'party',
  ],
  [
    /\bhow much\b|\bwhat(?:['’]s| is| are| was| were)? (?:the |my |your )?(?:\w+ ){0,2}(?:charges?|fees?|costs?|price|rate|yield|amount|minimum|maximum|limit|allowance|percentage)\b|\bwhat percentage\b|\bhow many per ?cent\b/i,
    'amount',
  ],
  [/\bhow many\b/i, 'number'],
];

export function answerTypeOf(question: string): AnswerType | null {
  for (const [trigger, id] of TRIGGERS) if (trigger.test(question)) return { id, shows: TYPES[id] };
  return null;
}

/**
 * A table's figures carry their unit in a header ("Performance (%)", "Weighting %"), not beside each number: a
 * row's bare figure ("United States: 61.5", "Fund | 21.85 | 8.57") is an amount as much as "61.5%" is.
 */
const BARE_FIGURE = /(?:^|[|:]\s*)[-+−]?\d+(?:[.,]\d+)?\s*(?:\||$)/;

/** Does a unit of text show the kind of answer asked for; a table row's bare figures count as amounts. */
export function showsAnswer(type: AnswerType, text: string, isRow: boolean): boolean {
  return type.shows.test(text) || (isRow && type.id === 'amount' && BARE_FIGURE.test(text));
}

const PERSON_NAMES = new RegExp(TYPES.person.source, 'g');

/**
 * The answer type as this document shows it. A person's name is two words the document never prints in lower
 * case ("Adrian Frost", "Harriet Oyelaran"): "Manage Your Account", "Sustainability Improvers" or
 * "Investments Limited" are ordinary words capitalised in a heading, a label or a firm's name.
 */
export function answerTypeIn(
  type: AnswerType | null,
  usedInLowerCase: (lowerWord: string) => boolean,
): AnswerType | null {
  if (type?.id !== 'person') return type;
  return {
    id: 'person',
    shows: {
      test: (text) =>
        [...text.matchAll(PERSON_NAMES)].some((m) =>
          m[0]
            .split(/\s+/)
            .filter((w) => /^[A-Z][a-z]+$/.test(w))
            .every((w) => !usedInLowerCase(w.toLowerCase())),
        ),
    },
  };
}
