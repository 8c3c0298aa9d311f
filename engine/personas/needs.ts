// What a question needs the document to say, and the words a reader would look for. Category defaults,
// overridden by a topic when the question names one (risk, comparison, value), because "How does the fund
// compare with its benchmark?" needs a benchmark, not just any return figure.
import type { InterviewCategory } from '#common/personas.ts';
import type { TextTest } from './answer-types.ts';

export interface Need {
  id: string;
  /** Says, in the feedback, what was looked for. */
  label: string;
  /** Tested on lower-cased passage text. */
  fact: TextTest;
  /** Words added to the question for retrieval (already stemmed forms are not needed: they go through terms()). */
  expansion: string;
  /**
   * The fact is the whole answer ("Past performance is not a guide to future returns" is the warning asked
   * about): a passage stating it answers the question in whatever words the question was put.
   */
  statesWhole?: boolean;
}

const MONEY = String.raw`(?:£\s?\d[\d,]*(?:\.\d+)?|\d+(?:\.\d+)?\s?(?:%|p\b|pence|bps|basis points))`;

export const CATEGORY_NEEDS: Record<InterviewCategory, Need | null> = {
  purpose: {
    id: 'objective',
    label: 'what the fund aims to do and what it invests in',
    fact: /\b(aims? to|objective|seeks? to|goal is|(?<!not )designed to|the fund invests|invests (?:mainly |mostly |at least \d+% )?in|tries to)\b|^to (?:produce|provide|achieve|deliver|grow|generate|increase|track)\b/,
    expansion: 'aim objective invest fund goal policy purpose strategy grow income',
  },
  cost: {
    id: 'charges',
    label: 'the charges, as figures',
    fact: new RegExp(
      // Whole words: "term" is not "ter", "payment date" not a charge.
      String.raw`\b(costs?|charge[sd]?|fees?|ocf|amc|ter|expenses?|pay|paid)\b[^.;]{0,90}?${MONEY}|${MONEY}[^.;]{0,70}?\b(costs?|charge[sd]?|fees?|expenses?|pay|paid)\b` +
        // "Exit charge | None", "Performance fee N/A": a one-off charge stated as nil is a stated charge.
        String.raw`|\b(?:entry|exit|initial|redemption|switching|performance) (?:charges?|fees?|costs?)\b[^.;]{0,12}?(?:\bnone\b|\bnil\b|n/a\b|not applicable)` +
        // "There is no charge to switch funds": a charge stated as none is a stated charge.
        String.raw`|\bno (?:charges?|fees?|costs?)\b|\bfree of charge\b|\b(?:does not|doesn't|won't|will not) charge\b`,
    ),
    expansion: 'cost charge fee ocf amc expense pay ongoing running transaction',
  },
  performance: {
    id: 'returns',
    label: 'past returns, as figures over a stated period',
    // Sentences ("grew by 6.3%") or table rows of figures ("Fund | -3.04 | 2.66 | 20.06"). A "performance fee"
    // next to a charge is a cost, not a return.
    fact: /\b(return|grew|grown|rose|fell|performance(?!\s+fees?)|gain|lost)[^.;]{0,90}?-?\d+(?:\.\d+)?\s?%|-?\d+(?:\.\d+)?\s?%[^.;]{0,90}?\b(return|growth|performance(?!\s+fees?)|benchmark|index|year|months)|\b(fund|benchmark|return)s?\b[^.;]{0,20}?(?:\|\s*-?\d+(?:\.\d+)?%?\s*){3,}|\b(?:fund|returns?|performance)\b[^\n]*\n(?:19|20)\d\d\s*\|\s*[-+]?\d/,
    expansion: 'performance return growth past year benchmark index grew fell',
  },
  action: {
    id: 'next-steps',
    label: 'what the reader can do next and whom to contact',
    fact: /\b(contact|call|phone|telephone|tel|e-?mail|write to|speak to|talk to|adviser|you can (?:sell|switch|move|take|ask|change)|what (?:you|to) do|you (?:should|may want to|need to)|next steps?|complain)\b/,
    expansion: 'contact call write switch sell decide next step help complain adviser review phone',
  },
  // Judged from the layout and the whole text, not from a fact in a passage.
  visuals: null,
  accessibility: null,
};

const TOPICS: ReadonlyArray<{ trigger: RegExp; need: Need }> = [
  {
    trigger: /past performance|\bwarn/i,
    need: {
      id: 'past-performance-warning',
      label: 'a warning that past performance does not predict future returns',
      fact: /past performance is not a (?:reliable )?(?:guide|indicator)|not a reliable indicator|may not be repeated|does not (?:tell you|predict|guarantee) (?:what will happen|future)|no guarantee of future/,
      expansion: 'past performance guide future indicator reliable warning',
      statesWhole: true,
    },
  },
  {
    trigger: /\b(risk|lose|safe)/i,
    need: {
      id: 'risk',
      label: 'the risks, including that the reader could lose money',
      fact: /\b(risk|could lose|may lose|get back less|go down as well as up|not guaranteed|fall as well as rise)\b/,
      expansion: 'risk lose loss value fall down guaranteed capital',
    },
  },
  {
    trigger: /\b(compare|benchmark|comparator|against)\b/i,
    need: {
      id: 'comparison',
      label: 'a comparison with a benchmark or similar funds',
      fact: /\b(benchmark|compared? (?:with|to)|index|sector average|comparator|against)\b/,
      expansion: 'benchmark compare comparator index sector average against',
    },
  },
  {
    trigger: /\bvalue for money|\bgood value|\bassessment of value|\bvalue assessment/i,
    need: {
      id: 'value',
      label: 'a conclusion on whether the fund gives value for money',
      fact: /\b(value for money|assessment of value|good value|represents? (?:good )?value|value assessment|poor value)\b/,
      expansion: 'value money assessment conclusion good poor',
    },
  },
];

/** The need of one question: a topic it names, else its category's. Null for layout-judged categories. */
export function needOf(category: InterviewCategory, question: string): Need | null {
  const base = CATEGORY_NEEDS[category];
  if (!base) return null;
  return TOPICS.find((t) => t.trigger.test(question))?.need ?? base;
}

/** Retrieval words for layout-judged categories, so the evidence shown is the relevant part. */
export const LAYOUT_EXPANSION: Record<'visuals' | 'accessibility', string> = {
  visuals: 'chart table graph figure heading layout colour picture page',
  accessibility: 'read understand plain language format large print help alternative glossary',
};
