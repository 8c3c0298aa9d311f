/**
 * Fund names and share (unit) classes named in a document: "Class A Accumulation", "I Inc", "GBP Acc",
 * "P Accumulation Shares", "Legal & General Cash Trust", "L&G PMC Sustainable Property Fund 3".
 */

export interface NamedItem {
  name: string;
  /** First page it appears on. */
  page: number;
  count: number;
}

export interface TextOnPage {
  text: string;
  page: number;
}

const CURRENCY = '(?:GBP|USD|EUR|CHF|JPY|SGD|HKD|AUD|Sterling|Euro)';
const TYPE = '(?:Accumulation|Accumulating|Income|Distribution|Distributing|Acc|Inc|Dist)';
const CLASS_PATTERNS: readonly RegExp[] = [
  // Class A, Share Class B Accumulation, Class IC EUR, Class 2 GBP Hedged Income Shares, Class Retail Acc
  new RegExp(
    `\\b(?:Share |Unit )?Class (?:[A-Z][A-Z0-9]{0,3}|\\d{1,2}|[A-Z][a-z]+(?= ${TYPE}\\b))(?: ${CURRENCY})?(?: Hedged)?(?: ${TYPE})?(?: (?:Shares?|Units?))?\\b`,
    'g',
  ),
  // P Accumulation Shares, I Income Units, R GBP Acc Shares
  new RegExp(`\\b(?:[A-Z]{1,2}\\d?)(?: ${CURRENCY})?(?: Hedged)? ${TYPE} (?:Shares?|Units?)\\b`, 'g'),
  // I Inc, A Acc, B GBP Acc
  new RegExp(`\\b(?:[A-Z]{1,2}\\d?)(?: ${CURRENCY})?(?: Hedged)? (?:Acc|Inc)\\b`, 'g'),
  // GBP Acc, EUR Hedged Income
  new RegExp(`\\b${CURRENCY}(?: Hedged)? (?:Acc|Inc|Accumulation|Income|Dist|Distribution)\\b`, 'g'),
];

/** Capitals that are not class letters: "UK Income", "US Inc". */
const NOT_CLASS = /^(?:UK|US|EU|UN|AI|IT|OR|IN|AN|AT|BY|IS|IF|ON|TO|OF|NO|SO|DO|GO|BE|WE|MY)\b/;

function addItem(items: Map<string, NamedItem>, key: string, name: string, page: number): void {
  const item = items.get(key);
  if (item) item.count++;
  else items.set(key, { name, page, count: 1 });
}

const CLASS_HINT = /Class|Acc|Inc|Dist/;

export function findShareClasses(texts: Iterable<TextOnPage>): NamedItem[] {
  const items = new Map<string, NamedItem>();
  for (const { text, page } of texts) {
    if (!CLASS_HINT.test(text)) continue;
    const flat = text.replace(/\s+/g, ' ');
    const taken: [number, number][] = [];
    for (const pattern of CLASS_PATTERNS) {
      pattern.lastIndex = 0;
      for (const match of flat.matchAll(pattern)) {
        const start = match.index;
        const end = start + match[0].length;
        if (taken.some(([a, b]) => start < b && end > a)) continue;
        const name = match[0].trim();
        if (!name.startsWith('Class') && !/^(?:Share|Unit) Class/.test(name) && NOT_CLASS.test(name))
          continue;
        // a bare "Class A" inside a sentence about legal classes of claims is rare in fund documents; keep it
        taken.push([start, end]);
        addItem(items, name.toLowerCase().replace(/ (?:shares?|units?)$/, ''), name, page);
      }
    }
  }
  return [...items.values()];
}

const NAME_WORD = "(?:[A-Z0-9][\\w'’&+-]*)";
const JOINER = '(?:&|and|of|the|for)';
const FUND_NAME = new RegExp(
  `\\b(?:${NAME_WORD} (?:${JOINER} )?){1,8}(?:Investment Trust|Unit Trust|Funds|Fund|Trust|Portfolio|OEIC|ICVC|SICAV|FUNDS|FUND)\\b(?: (?:\\d{1,2}|[A-Z]\\d{1,3})(?![\\w.%]))?`,
  'g',
);
const LEADING_STOP =
  /^(?:(?:The|This|That|These|Those|Our|Your|Each|Every|A|An|In|Of|For|Its|All|Any|Other|Which|Where|When|If|How|What|Why|Sub|Sub-Funds?|Sub-|And|Or|By|To|From|With|As|At|On|Per|Note|Notes|See|Invest|Investing|About|Fund|Funds|(?:Performance|Statement|Report|Units|Shares|Holders|Investors|Objective|Value|Assets|Part|Details|Summary) of)\s+)+/;
const GENERIC = new Set(
  'investment investments fund funds trust unit units sub sub-fund sub-funds umbrella master feeder target underlying money market the of and for & oeic icvc sicav portfolio equity equities bond bonds property index global securities open-ended closed-ended mutual pension'.split(
    ' ',
  ),
);
/** Job titles and descriptions that end in "Fund" without being a fund's name. */
const NOT_A_NAME = /\b(?:Head|Manager|Director|Officer|Description|Some|Such|Mutual|Per)\b/i;

const FUND_HINT = /Fund|FUND|Trust|Portfolio|OEIC|ICVC|SICAV/;

/** Capitalised names ending in Fund, Trust, Portfolio, OEIC, ICVC or SICAV (with a trailing series number). */
export function findFundNames(texts: Iterable<TextOnPage>, limit = 20): NamedItem[] {
  const items = new Map<string, NamedItem>();
  for (const { text, page } of texts) {
    if (!FUND_HINT.test(text)) continue;
    const flat = text.replace(/\s+/g, ' ');
    FUND_NAME.lastIndex = 0;
    for (const match of flat.matchAll(FUND_NAME)) {
      const name = match[0].replace(LEADING_STOP, '').trim();
      const words = name.split(' ');
      if (words.length < 2) continue;
      if (words.every((w) => GENERIC.has(w.toLowerCase()) || /^\d+$/.test(w))) continue;
      if (NOT_A_NAME.test(name)) continue;
      addItem(items, name.toLowerCase(), name, page);
    }
  }
  return [...items.values()].slice(0, limit);
}
