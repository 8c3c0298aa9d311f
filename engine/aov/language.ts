/**
 * The language of assessment-of-value reports: what assesses, concludes, acts, compares or quotes a figure;
 * what is a placeholder or boilerplate and so never an assessment.
 */
import { CONSIDERATIONS } from './considerations.ts';
import { ratingInText } from './ratings.ts';

export const ASSESSING =
  /\b(?:assess(?:ed|es|ing|ment)?|consider(?:ed|s|ing)?|review(?:ed|s|ing)?|conclu(?:de[ds]?|sion)|found|find|believe[ds]?|satisf(?:ied|actory)|rated|rating|value|benefit(?:s|ed)?|identif(?:y|ied)|compar(?:e[ds]?|ison|able)|competitive|reasonable|appropriate|in line with|below|above|outperform(?:ed|s)?|underperform(?:ed|s)?|passed on|justified|evidence)\b/i;

export const CONCLUSION =
  /\b(?:we|the board|the (?:AFM|ACD)|the directors|the manager)\s+(?:have\s+|has\s+)?(?:conclude[ds]?|believe[ds]?|consider(?:s|ed)?|(?:is|are|was|were|remain) (?:satisfied|comfortable|confident|content)|f(?:i|ou)nds?|judged?|determined|(?:is|are|was|were) of the view)\b|\bconclu(?:de[ds]?|sion)\b|\boverall\b.{0,60}\b(?:value|rated|rating|good|satisf|conclude)|\b(?:provides?|provided|providing|delivers?|delivered|delivering|represents?|represented|offers?|offered)\s+(?:good |fair |poor |reasonable |overall |clear |strong )?value\b|\bvalue (?:has been|was|is|for money (?:has been|was|is)) (?:delivered|provided|achieved)\b|\b(?:did|do|does|have|has) not (?:identify|find|see)\b|\bno (?:evidence|issues?|concerns?|economies|material|significant)\b.{0,50}\b(?:found|identified|noted|arise|arose|exist|raised)\b|\b(?:is|are|were|was|remains?|remained) (?:competitive|reasonable|appropriate|justified|fair|in line|good|satisfactory|acceptable)\b|\bnot applicable\b/i;

export const ACTION =
  /\bwe (?:will|shall|intend to|plan to|are going to|have agreed to)\b|\b(?:the board|the (?:AFM|ACD)|the manager)\s+(?:will|intends to|has agreed to)\b|\b(?:we|the board|the (?:AFM|ACD)|the manager) (?:has|have) (?:agreed|decided|resolved|reduced|removed|introduced|lowered|waived|capped|committed|implemented|launched|merged|closed|converted|moved|switched|replaced|appointed|started|begun)\b|\bwill be (?:reduced|reviewed|merged|closed|converted|moved|lowered|implemented|introduced|removed|capped|monitored|switched|wound up|replaced)\b|\bactions? (?:taken|required|plan|agreed|being taken|to be taken)\b|\b(?:next steps|going forward|with effect from)\b|\beffective (?:from )?\d{1,2}(?:st|nd|rd|th)? \w+ 20\d\d\b|\bno (?:further )?action\b|\b(?:fee|charge|price|AMC|OCF) (?:reduction|cut|cap)s?\b|\b(?:placed|put|kept|remains?)\s+(?:[\w’']+\s+){0,3}?(?:on|under)\s+(?:a |our |the )?(?:watch ?list|review|enhanced monitoring)\b|\bwill (?:review|reduce|replace|remove|move|convert|merge|close|introduce|lower|cap|waive|monitor|engage|consult|write to)\b|\bcontinue to monitor\b/i;

export const NO_ACTION =
  /\bno (?:further )?action\b|\bno changes? (?:is|are|was|were) (?:required|needed|necessary)\b/i;

export const NOT_ASSESSED =
  /\b(?:has|have|was|were|is|are) not (?:been )?(?:assessed|considered|reviewed|evaluated)\b(?! (?:to be|as|material|necessary|significant|appropriate|relevant|likely|a concern|an issue))|\bdid not (?:assess|review|evaluate)\b|\bnot (?:part of|within|included in) (?:this|the|our) (?:assessment|review|report)\b|\boutside (?:the )?scope\b|\bnot assessed\b/i;

export const UNDERPERFORMANCE =
  /\bunderperform(?:ed|ing|ance|s)?\b|\bbelow (?:its|the) (?:benchmark|target|comparator|sector(?: average| median)?|objective|peer)|\bbehind (?:its|the) (?:benchmark|target|comparator|sector)|\b(?:did not|failed to|has not|have not|does not) (?:meet|achieve|beat|outperform|deliver) (?:its|the)\b|\blagged\b|\bfell short\b|\bnegative (?:relative )?returns?\b/i;
export const NEGATED_UNDERPERFORMANCE = /\b(?:not|never|no)\s+(?:\w+\s+)?$/i;

export const POSITIVE_VALUE =
  /\b(?:provides?|provided|providing|delivers?|delivered|delivering|represents?|represented|offers?|offered)\s+(?:good |fair |reasonable |overall |clear |strong )?value\b|\bvalue (?:has been|was|is) (?:delivered|provided|achieved)\b|\bvalue delivered\b/i;
export const NEGATION_BEFORE =
  /\b(?:not|never|no longer|fail(?:s|ed)? to|does not|did not|is not|was not|has not|have not)\s+(?:\w+\s+){0,2}$/i;

export const COMPARISON =
  /\bcompar(?:e[ds]?|ison|able)\b|\bpeers?\b|\bsector (?:average|median)\b|\bquartile\b|\bmedian\b|\bcompetitor/i;

export const FIGURE =
  /\d(?:[\d,.]*)\s*(?:%|bps|basis points|p\b)|[£$€]\s?\d|\b\d+(?:\.\d+)?\s*(?:per ?cent|million|bn|m\b)|\b(?:first|second|third|fourth|top|bottom) quartile\b/i;

export const PERIOD =
  /\b(?:year|period|12 months|twelve months) (?:ended|ending|to)\s+(?:\d{1,2}(?:st|nd|rd|th)? )?\w+ 20\d\d\b|\bas at \d{1,2}(?:st|nd|rd|th)? \w+ 20\d\d\b|\bassessment (?:period|date)\b|\b(?:assessment of value|value assessment)(?: report)?(?: for)? (?:20\d\d)\b|\b20\d\d (?:assessment of value|value assessment)\b/i;

export const OVERALL =
  /\boverall\b.{0,80}\bvalue\b|\bvalue\b.{0,40}\boverall\b|\b(?:the fund|each fund|all (?:of )?(?:our|the) funds|the funds)\s+(?:has |have )?(?:provided|provides|delivered|delivers|represented|represents|offered|offers)\s+(?:good |fair |reasonable )?value\b/i;

export function isNegatedAt(text: string, index: number): boolean {
  return NEGATION_BEFORE.test(text.slice(Math.max(0, index - 40), index));
}

export function matchesPositiveValue(text: string): boolean {
  const match = POSITIVE_VALUE.exec(text);
  return match !== null && !isNegatedAt(text, match.index);
}

export function matchesUnderperformance(text: string): boolean {
  const match = UNDERPERFORMANCE.exec(text);
  return (
    match !== null && !NEGATED_UNDERPERFORMANCE.test(text.slice(Math.max(0, match.index - 20), match.index))
  );
}

/** How many considerations a sentence names: three or more is a list of the criteria, not an assessment. */
export function considerationsNamed(text: string): number {
  return CONSIDERATIONS.filter((c) => c.mention.test(text) || c.heading.test(text)).length;
}

/** Drafting left in: "To be completed", "TBC", lorem ipsum, "This section covers…". */
export const PLACEHOLDER =
  /\b(?:to be (?:completed|confirmed|added|inserted|provided|updated|written|drafted)|tb[cd]|lorem ipsum|placeholder|insert (?:text|here|details)|this (?:section|page|part) (?:(?:will|is to|to) )?(?:covers?|describes?|sets? out|explains?|outlines?|summari[sz]es?|presents?|contains?|discuss(?:es)?|(?:is )?(?:intentionally )?left blank)|coming soon|x{2,}|\[[^\]]{0,40}\])(?:\b|$)/i;

/**
 * Statements every annual report carries that are not about value: the directors' "fair, balanced and
 * understandable" statement, responsibility and audit-opinion wording, the past-performance warning.
 */
export const BOILERPLATE =
  /\bfair,? balanced and understandable\b|\btrue and fair view\b|\bgive a true and fair\b|\bresponsible for (?:preparing|the preparation)\b|\bin (?:our|the auditor[’']s) opinion\b|\bpast performance is not a (?:reliable |guide|indicator)|\bthe value of (?:investments|your investment) (?:and the income from (?:them|it) )?(?:can|may) (?:go down|fall)\b|\bnecessary for (?:shareholders|unitholders|investors) to assess\b|\bbased on the work we have performed\b|\bmaterial misstatements?\b|\breasonable assurance\b|\baudit evidence\b/i;

const STOP = new Set(
  'a an the of and or to for in on at by with our your this that these those is are was were be we it its their fund funds section'.split(
    ' ',
  ),
);

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !STOP.has(w));
}

/** A sentence that says no more than its heading: "Comparable market rates." under "Comparable market rates". */
export function restatesHeading(text: string, heading: string): boolean {
  const words = contentWords(text);
  if (words.length === 0) return true;
  const known = new Set(contentWords(heading));
  return words.length <= known.size + 1 && words.every((w) => known.has(w));
}

/** Plain-language comparisons: "cheaper than most", "against 27% for…", "ahead of", "the middle of that group". */
const SUBSTANTIVE_COMPARISON =
  /\b(?:cheaper|dearer|more expensive|higher|lower|less|more|better|worse) than\b|\b(?:ahead of|behind|in line with|against|versus|vs\.?|beside|relative to)\b.{0,60}\b(?:benchmark|target|index|objective|similar|other|peers?|sector|average|group|funds?|version|class)\b/i;

/**
 * Whether a sentence (or table row) assesses: it quotes a figure, makes a comparison or states a conclusion
 * or a rating. A placeholder or boilerplate sentence never does, whatever words it carries.
 */
export function isSubstantive(text: string): boolean {
  if (PLACEHOLDER.test(text) || BOILERPLATE.test(text)) return false;
  return (
    FIGURE.test(text) ||
    COMPARISON.test(text) ||
    SUBSTANTIVE_COMPARISON.test(text) ||
    // "considered whether the charges are justified" asks the question; it does not answer it
    CONCLUSION.test(text.replace(/\bwhether\b[^.;]*/gi, '')) ||
    ratingInText(text) !== null
  );
}

/** Words that put a clause in the future or make it an intention: "will", "plan to", "next year". */
const INTENTION =
  /\b(?:will|shall|(?:plans?|planning|intends?|intending|aims?|aiming|expects?|hopes?|propose|seeks?|looking|going|want|would like) to|(?:is|are) (?:planned|intended|expected|due) (?:for|to|in)|committed to (?:\w+ing)|(?:next|coming|following) (?:year|twelve months|12 months|reporting period)|(?:in )?the year ahead|from next)\b/i;

/**
 * What was done or found: a verb of the past or present perfect with its subject ("we answered", "were
 * resolved", "has improved"), or a present state ("is", "are", "pays"). Verbs of planning in the past
 * ("we planned to") are intentions still.
 */
const EVIDENCE_VERB =
  /\b(?:we|it|they|the (?:fund|board|manager|administrator|team)|investors|clients|calls|complaints)\s+(?:(?:have|has|had)\s+)?(?!(?:planned|intended|aimed|expected|hoped|proposed|committed|decided|agreed)\b)[a-z]+ed\b|\b(?:was|were|has been|have been|did|(?:we|it|they) (?:saw|made|met|kept|took|gave|paid|found|got|won|held|ran|spent|brought|rose|fell|grew))\b/i;

/**
 * A sentence about what will be done, and nothing about what was: a future or intention marker and no verb
 * of evidence before it. "We answered 94% of calls and will review our website" has evidence; "We plan to
 * answer 90% of calls within 30 seconds" has none.
 */
export function isIntentionOnly(text: string): boolean {
  const intention = INTENTION.exec(text);
  if (!intention) return false;
  const evidence = EVIDENCE_VERB.exec(text);
  return evidence === null || evidence.index > intention.index;
}
