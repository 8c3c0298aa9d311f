// What kind of question a reader is asked (issue 27): a fact the document should state (a charge, a return, a
// date, an age, a risk level, a contact), an action it should tell them to take, or their own experience of
// reading it (was it easy, was it clear, what would you do next). An experience question is answered from
// the persona's reading, never "not found". Decided from the question's words; the category an admin gave
// the question is a hint for which reading to report, never a veto on an answer the document holds.

export type QuestionKind = 'fact' | 'action' | 'experience';

/** The reader's own difficulty: "words you did not understand", "could you follow it". */
const READER_DIFFICULTY =
  /\byou (?:did not|didn[’']t|do not|don[’']t|could not|couldn[’']t|can[’']t|cannot|were unable to|had to) (?:understand|follow|read|find|know|look)\b|\b(?:could|can|did) you (?:read|understand|follow|find your way|take in|make sense)\b/i;
/** A judgement of the reading: easy, clear, plain, confusing, large enough, at a glance. */
const JUDGEMENT =
  /\b(?:easy|easily|easier|hard|harder|difficult|struggl\w*|confus\w*|clear(?:ly|er)?|plain|simple|simply|comfortabl[ey]|readable|helpful|help you understand|visible|spot|at a glance|overwhelm\w*|too (?:long|much|small|dense)|short enough|large enough|big enough|well (?:laid|set|organised|organized|written|explained)|jargon|(?:could|can|able to) follow|as (?:visible|prominent|clear) as)\b/i;
/** What the judgement is about: the document and its reading, not a fund's feature ("easy to sell"). */
const READING =
  /\b(?:document|leaflet|page|paper|factsheet|fact sheet|report|letter|booklet|guide|text|wording|words?|terms?|language|layout|sentences?|headings?|sections?|charts?|graphs?|tables?|print|font|read\w*|understand\w*|follow|find your way|set out|laid out|presented|written|explained|navigate|numbers|figures|summary|information|see|seen|warnings?|benefits|rating|points|reasoning)\b/i;
/** The reader's own reaction or intention: how they feel, what they would do. */
const REACTION =
  /\b(?:how (?:do|did|would) you feel|did you feel|would you feel|how confident|do you trust|would you trust|(?:what|how) (?:would|will|should|do) you (?:do|decide|act)\b|do next|after reading|would you (?:invest|buy|recommend|choose|want|be (?:happy|comfortable|confident|worried|reassured))|anything (?:in the document )?you would want to ask|left you (?:with|wondering)|what questions? (?:would|do) you)\b/i;
/** A request for something the document itself holds: "Does it offer large print?", "Is there a glossary?". */
const DOCUMENT_HOLDS =
  /^\s*(?:does|do|did|is|are|was|were|can|will)\s+(?:the (?:document|leaflet|factsheet|fact sheet|report|page|paper|letter|guide)|it|this|there)\s+(?:offer|provide|give|include|have|has|list|mention|say|tell|state|show|explain|contain|a |an |any )/i;
/** What the document should tell the reader to do: contact, complain, sell, switch, get advice. */
const ACTION =
  /\b(?:who (?:would|should|do|can) (?:you|i) (?:contact|call|write|complain|ask)|how (?:do|would|can|could) (?:you|i) (?:sell|switch|buy|complain|contact|cancel|withdraw|transfer|take|get|claim|change|move)|what (?:should|must|do|can) (?:you|i) do|get advice|seek advice|tell you to)\b/i;

/** Words of a reader's verdict on what they read: "was it clear", "did the layout make sense", "did you trust it". */
const VERDICT =
  /\b(?:clear|unclear|confusing|confused|jargon|wording|layout|make sense|made sense|put you off|useful|helpful|help you|trust|surprised?|doubt|enough|quickly|easy|easily|easier|hard|harder|plain words|plain english|in plain|get in the way|got in the way|understandable|readable)\b/i;
/** A yes/no question: "Did…", "Was…", "Would you…". */
const YES_NO = /^\s*(?:did|do|does|was|were|would|could|is|are|has|have|had)\b/i;
/** The investor's own situation ("Is it easy to sell my units?"): a fact, however it is worded. */
const OWN_SITUATION = /\b(?:i|my|me|mine|i['’]m|i['’]d|i['’]ll)\b/i;
/** The reader asked about their reading: "Would you know who to contact?", "Did it answer your questions?". */
const READER_ASKED =
  /\b(?:(?:would|do|did) you (?:now )?(?:know|feel|find|trust|understand|like|get)|did (?:it|this|the \w+) (?:answer|help|tell you enough))\b/i;

export function questionKindOf(question: string): QuestionKind {
  const q = question.trim();
  if (READER_DIFFICULTY.test(q) || REACTION.test(q) || READER_ASKED.test(q)) return 'experience';
  if (YES_NO.test(q) && VERDICT.test(q) && !OWN_SITUATION.test(q)) return 'experience';
  if (DOCUMENT_HOLDS.test(q) && !/\byou\b/i.test(q.replace(/\bfor you\b|\byou can\b|\byour\b/gi, '')))
    return ACTION.test(q) ? 'action' : 'fact';
  if (JUDGEMENT.test(q) && READING.test(q)) return 'experience';
  return ACTION.test(q) ? 'action' : 'fact';
}
