/**
 * Passive voice turned active where the sentence names who acts ("Fees are charged by the ACD" → "The ACD
 * charges fees"). Only the plain case is rewritten: the passive subject opens the sentence (at most ten
 * words, no comma), the verb is "is/are/was/were", a modal + "be", or "has/have/had been", and the verb's
 * forms are known. Anything else keeps its wording: a wrong verb form would be worse than the passive.
 */
import { findPassiveVoice, tokenizeWords } from '../../readability/index.ts';
import { capitalise, type Passage } from '../passages.ts';
import type { GenerationContext, Generated } from './context.ts';

const PASSIVE_METRIC = {
  kind: 'metric',
  id: 'passiveVoice',
  label: 'Passive voice',
  citation: 'PRIN 2A.5.3R',
} as const;

/** participle → [base, simple past] for irregular verbs common in fund documents. */
const IRREGULAR: Record<string, [string, string]> = {
  paid: ['pay', 'paid'],
  made: ['make', 'made'],
  held: ['hold', 'held'],
  set: ['set', 'set'],
  sent: ['send', 'sent'],
  given: ['give', 'gave'],
  taken: ['take', 'took'],
  shown: ['show', 'showed'],
  written: ['write', 'wrote'],
  chosen: ['choose', 'chose'],
  known: ['know', 'knew'],
  seen: ['see', 'saw'],
  done: ['do', 'did'],
  bought: ['buy', 'bought'],
  sold: ['sell', 'sold'],
  kept: ['keep', 'kept'],
  met: ['meet', 'met'],
  led: ['lead', 'led'],
  built: ['build', 'built'],
  brought: ['bring', 'brought'],
  told: ['tell', 'told'],
  found: ['find', 'found'],
  cut: ['cut', 'cut'],
  put: ['put', 'put'],
  spent: ['spend', 'spent'],
  drawn: ['draw', 'drew'],
  overseen: ['oversee', 'oversaw'],
  undertaken: ['undertake', 'undertook'],
  borne: ['bear', 'bore'],
  read: ['read', 'read'],
  won: ['win', 'won'],
  lost: ['lose', 'lost'],
  run: ['run', 'ran'],
  struck: ['strike', 'struck'],
  issued: ['issue', 'issued'],
  managed: ['manage', 'managed'],
  charged: ['charge', 'charged'],
  used: ['use', 'used'],
  based: ['base', 'based'],
  reduced: ['reduce', 'reduced'],
  provided: ['provide', 'provided'],
  required: ['require', 'required'],
  approved: ['approve', 'approved'],
  received: ['receive', 'received'],
  calculated: ['calculate', 'calculated'],
  reviewed: ['review', 'reviewed'],
  invested: ['invest', 'invested'],
  regulated: ['regulate', 'regulated'],
  authorised: ['authorise', 'authorised'],
  audited: ['audit', 'audited'],
  published: ['publish', 'published'],
  deducted: ['deduct', 'deducted'],
  determined: ['determine', 'determined'],
  defined: ['define', 'defined'],
  prepared: ['prepare', 'prepared'],
  measured: ['measure', 'measured'],
  monitored: ['monitor', 'monitored'],
  applied: ['apply', 'applied'],
  offered: ['offer', 'offered'],
  recommended: ['recommend', 'recommended'],
  included: ['include', 'included'],
  controlled: ['control', 'controlled'],
  transferred: ['transfer', 'transferred'],
  distributed: ['distribute', 'distributed'],
  valued: ['value', 'valued'],
  assessed: ['assess', 'assessed'],
  considered: ['consider', 'considered'],
  selected: ['select', 'selected'],
  supported: ['support', 'supported'],
  affected: ['affect', 'affected'],
  covered: ['cover', 'covered'],
  increased: ['increase', 'increased'],
  decided: ['decide', 'decided'],
  agreed: ['agree', 'agreed'],
  produced: ['produce', 'produced'],
  compared: ['compare', 'compared'],
  placed: ['place', 'placed'],
  changed: ['change', 'changed'],
  allocated: ['allocate', 'allocated'],
  updated: ['update', 'updated'],
  estimated: ['estimate', 'estimated'],
  appointed: ['appoint', 'appointed'],
  owned: ['own', 'owned'],
  employed: ['employ', 'employed'],
  expected: ['expect', 'expected'],
  reported: ['report', 'reported'],
  launched: ['launch', 'launched'],
  signed: ['sign', 'signed'],
  accepted: ['accept', 'accepted'],
  rejected: ['reject', 'rejected'],
  protected: ['protect', 'protected'],
  guaranteed: ['guarantee', 'guaranteed'],
  collected: ['collect', 'collected'],
  operated: ['operate', 'operated'],
  sponsored: ['sponsor', 'sponsored'],
  advised: ['advise', 'advised'],
  marketed: ['market', 'marketed'],
  priced: ['price', 'priced'],
  driven: ['drive', 'drove'],
  caused: ['cause', 'caused'],
  influenced: ['influence', 'influenced'],
  offset: ['offset', 'offset'],
  outweighed: ['outweigh', 'outweighed'],
};

/** Third person singular of a base form: charge → charges, apply → applies, pass → passes. */
function thirdPerson(base: string): string {
  if (base === 'have') return 'has';
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  return `${base}s`;
}

/** What may follow the agent: the end of the sentence or a phrase that reads as well after the object. */
const CLAUSE_END =
  /^(?:\s*[.!?;:]?\s*$|\s+(?:in|on|at|for|from|every|each|when|if|under|within|to|before|after|during)\b)/i;

/** Who acts: a determiner, a pronoun or a name ("by reference to" names no one). */
const AGENT_START =
  /^(?:(?:the|a|an|our|your|its|their|this|these|each|every|us|them|him|her|me|you|it|we)\b|\p{Lu})/u;

/** Regulatory status statements keep the regulator's standard wording. */
const LEGAL_WORDING = /\b(?:authorised|regulated|registered|incorporated)\b/i;

const MODALS = new Set(['will', 'may', 'can', 'must', 'should', 'would', 'could', 'might', 'shall']);
const PERFECT = new Set(['has', 'have', 'had']);
const SUBJECT_PRONOUN: Record<string, string> = {
  us: 'we',
  them: 'they',
  him: 'he',
  her: 'she',
  me: 'I',
  you: 'you',
  it: 'it',
};
const OBJECT_PRONOUN: Record<string, string> = {
  we: 'us',
  they: 'them',
  he: 'him',
  she: 'her',
  i: 'me',
  you: 'you',
  it: 'it',
};
const DETERMINERS =
  /^(?:the|a|an|this|these|that|those|our|your|its|their|each|all|any|some|no|every|such)$/i;

function isPlural(agent: string): boolean {
  const words = agent.split(/\s+/);
  const head = words.at(-1)!.toLowerCase();
  if (/^(?:we|they|you|i)$/.test(head)) return true;
  if (words.some((w) => w.toLowerCase() === 'and')) return true;
  return /[^su]s$/.test(head) && !/(?:ss|us|is)$/.test(head);
}

function asObject(subject: string): string {
  const lower = subject.toLowerCase();
  if (OBJECT_PRONOUN[lower]) return OBJECT_PRONOUN[lower]!;
  const first = subject.split(/\s+/)[0]!;
  return DETERMINERS.test(first) ? subject[0]!.toLowerCase() + subject.slice(1) : subject;
}

function asSubject(agent: string): string {
  const lower = agent.toLowerCase();
  if (SUBJECT_PRONOUN[lower]) return capitalise(SUBJECT_PRONOUN[lower]!);
  return capitalise(agent);
}

/** The active sentence, or null when the plain case does not hold. */
export function toActive(sentence: string): string | null {
  const tokens = tokenizeWords(sentence);
  for (const m of findPassiveVoice(sentence, tokens)) {
    if (!m.agent) continue;
    const participle = m.participle.toLowerCase();
    const forms = IRREGULAR[participle];
    if (!forms || !forms[0]) continue;
    const [base, past] = forms;
    const phraseWords = m.phrase.split(/\s+/);
    const be = phraseWords[0]!.toLowerCase();
    const adverbs = phraseWords.slice(1, -1).join(' ');
    if (/\bnot\b|n't/i.test(adverbs) || /n't$/.test(be)) continue;
    let subject = sentence.slice(0, m.start).trim();
    let verb: string;
    const agentNp = m.agent.replace(/^by\s+/i, '');
    const plural = isPlural(agentNp);
    const subjectWords = subject.split(/\s+/);
    const aux = subjectWords.at(-1)?.toLowerCase() ?? '';
    if (be === 'be' && MODALS.has(aux)) {
      subject = subjectWords.slice(0, -1).join(' ');
      verb = `${aux} ${base}`;
    } else if (be === 'been' && PERFECT.has(aux)) {
      subject = subjectWords.slice(0, -1).join(' ');
      verb = `${aux === 'had' ? 'had' : plural ? 'have' : 'has'} ${participle}`;
    } else if (be === 'is' || be === 'are') {
      verb = plural ? base : thirdPerson(base);
    } else if (be === 'was' || be === 'were') {
      verb = past;
    } else continue;
    if (subject.length === 0 || /[,;:()"“”]/.test(subject) || subject.split(/\s+/).length > 10) continue;
    if (/^(?:which|that|who|it|there|this)$/i.test(subject)) continue;
    // a label run into the sentence ("Board composition The Company shall…") is not a subject
    if (/\s(?:The|A|An|This|These|Our|Your)\s/.test(subject)) continue;
    const agentEnd = m.end + sentence.slice(m.end).indexOf(m.agent) + m.agent.length;
    const rest = sentence.slice(agentEnd);
    const between = sentence.slice(m.end, agentEnd - m.agent.length).trim();
    // "by X" must belong to this verb and end its clause: "is paid into the fund and reflected by an
    // increase" and "issued by KidStart Limited trading as Beanstalk" are not the plain case
    if (between.length > 0 || !CLAUSE_END.test(rest) || !AGENT_START.test(agentNp)) continue;
    // "by a Board of Directors composed of…": another verb inside the agent means it is not a plain name
    if (/\b\w+(?:ed|ing)\b/i.test(agentNp.replace(/^\S+\s*/, ''))) continue;
    const verbPhrase = [adverbs, verb].filter(Boolean).join(' ');
    const object = [asObject(subject), between].filter(Boolean).join(' ');
    return `${asSubject(agentNp)} ${verbPhrase} ${object}${rest}`;
  }
  return null;
}

export function activeVoiceSuggestions(ctx: GenerationContext): Generated[] {
  const out: Generated[] = [];
  for (const p of ctx.text.passages) {
    if (!/\bby\b/i.test(p.text) || /["“”]/.test(p.text) || LEGAL_WORDING.test(p.text)) continue;
    const active = toActive(p.text);
    if (!active || active === p.text) continue;
    out.push(toSuggestion(p, active));
  }
  return out;
}

function toSuggestion(p: Passage, active: string): Generated {
  return {
    id: `active-voice-p${p.page}-b${p.block}-${p.start}`,
    type: 'active-voice',
    page: p.page,
    passage: p.text,
    original: p.text,
    proposed: active,
    reason: 'Passive voice hides who does what; the sentence already names who acts, so say it directly.',
    addresses: PASSIVE_METRIC,
    categories: ['accessibility', 'action'],
    recommended: true,
    edits: [{ op: 'replace', page: p.page, block: p.block, start: p.start, end: p.end, text: active }],
    target: { page: p.page, block: p.block, start: p.start, end: p.end },
  };
}
