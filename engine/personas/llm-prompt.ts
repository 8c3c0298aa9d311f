// The persona prompt for an LLM (AI_PROVIDER=openai). The model gets the same retrieved passages the
// built-in simulator read, and the simulator's findings as hints, so both paths answer from the same
// evidence; it must reply with JSON matching llmAnswerSchema, which the caller validates.
import { z } from 'zod';
import { ANSWER_CAUSES, type TranscriptItem } from '#common/api/personas.ts';
import { knowledgeLevelOf, VULNERABILITY_DRIVER_LABELS } from '#common/personas.ts';
import type { ChatMessage } from '../llm/chat-message.ts';
import { parseJsonReply } from '../llm/json-reply.ts';
import type { Judgement, SimPersona } from './simulate.ts';

export type { ChatMessage } from '../llm/chat-message.ts';

/** Bump when the wording changes: it is part of the recorded prompt hash. */
export const PROMPT_VERSION = 'persona-prompt-2';

/** Scores at or below this lost points for a reason the model must name. */
export const LOW_SCORE = 3;

export const llmAnswerSchema = z
  .object({
    answer: z.string().min(1).max(4000),
    qa_score: z.number().int().min(1).max(5),
    feedback: z.string().min(1).max(2000),
    /** Pages of the passages the answer relies on; pages not given are dropped (see transcriptItemFromLlm). */
    evidence_pages: z.array(z.number().int()).max(10).default([]),
    /** Why the answer lost points, in the shared vocabulary screens group by. */
    causes: z.array(z.enum(ANSWER_CAUSES)).max(ANSWER_CAUSES.length).default([]),
  })
  .refine((a) => a.qa_score > LOW_SCORE || a.causes.length > 0, {
    path: ['causes'],
    message: `a qa_score of ${LOW_SCORE} or less needs at least one cause`,
  });
export type LlmAnswer = z.infer<typeof llmAnswerSchema>;

const list = (items: readonly string[]) => (items.length ? items.join('; ') : 'none');

export function personaSystemPrompt(persona: SimPersona): string {
  const level = knowledgeLevelOf(persona.financialKnowledge);
  const drivers = persona.vulnerabilityDrivers.map((d) => VULNERABILITY_DRIVER_LABELS[d]);
  return [
    `You are role-playing ${persona.name}, aged ${persona.age}, a UK retail investor reading a fund document.`,
    `Financial knowledge: ${persona.financialKnowledge} (level: ${level}).`,
    `Vulnerable (FCA FG21/1): ${persona.vulnerability ? `yes — ${list(drivers)}` : 'no'}. Accessibility needs: ${list(persona.accessibilityNeeds)}.`,
    `Speech: confidence ${persona.speechStyle.confidence}, technical terms ${persona.speechStyle.technicalTerms}, sentence length ${persona.speechStyle.sentenceLength}.`,
    `Motivations: ${list(persona.motivations)}. Concerns: ${list(persona.concerns)}.`,
    'Mention a motivation or a concern only when it bears on the question asked, in your own (first-person) words.',
    'Answer ONLY from the passages given: you have read nothing else. If they do not answer the question, say so.',
    'Do not pretend to understand terms this person would not know.',
    'Then, as an impartial reviewer, score how well the document let this person answer (qa_score 1-5: 5 = fully and easily, 1 = not at all) and give feedback in whole, grammatical sentences naming the cause and quoting the passage.',
    `List why the answer lost points in "causes", from: ${ANSWER_CAUSES.join(', ')} (at least one when qa_score is ${LOW_SCORE} or less).`,
    'In "evidence_pages" give only pages of the passages you were given.',
    'Reply with a JSON object only: {"answer": string, "qa_score": integer 1-5, "feedback": string, "evidence_pages": integer[], "causes": string[]}.',
  ].join('\n');
}

export function personaUserPrompt(j: Judgement): string {
  const passages = j.read.length
    ? j.read
        .map((p, i) => `[${i + 1}] page ${p.page}${p.heading ? ` — ${p.heading}` : ''}:\n${p.text}`)
        .join('\n\n')
    : '(no passage in the document matches this question)';
  const hints = [
    j.need ? `What the question needs: ${j.need.label}.` : null,
    j.unknownTerms.length
      ? `Terms in the passages this person would not know: ${j.unknownTerms.map((t) => t.term).join(', ')}.`
      : null,
    j.readingAge !== null
      ? `Reading age of the passage: ${j.readingAge} (this person reads comfortably to about ${j.tolerance}).`
      : null,
  ].filter((h): h is string => h !== null);
  return [
    `Question (${j.question.category}): ${j.question.text}`,
    '',
    'Passages you read:',
    passages,
    '',
    ...hints,
  ].join('\n');
}

export function personaMessages(persona: SimPersona, j: Judgement): ChatMessage[] {
  return [
    { role: 'system', content: personaSystemPrompt(persona) },
    { role: 'user', content: personaUserPrompt(j) },
  ];
}

/**
 * Parses a model's reply (a ```json fence, or prose around the object from a server without json_object
 * mode, is tolerated) into a transcript item, or returns the reason it is invalid.
 */
export function transcriptItemFromLlm(
  raw: string,
  j: Judgement,
): { ok: true; item: TranscriptItem } | { ok: false; reason: string } {
  const json = parseJsonReply(raw);
  if (!json.ok) return json;
  const parsed = llmAnswerSchema.safeParse(json.value);
  if (!parsed.success)
    return {
      ok: false,
      reason: parsed.error.issues.map((i) => `${i.path.join('.') || 'reply'}: ${i.message}`).join('; '),
    };
  const given = new Set(j.read.map((p) => p.page));
  const pages = new Set(parsed.data.evidence_pages.filter((page) => given.has(page)));
  const dropped = [...new Set(parsed.data.evidence_pages.filter((page) => !given.has(page)))];
  // A page the model was not shown cannot be evidence: the citation is dropped, and the transcript says so.
  const feedback = dropped.length
    ? `${parsed.data.feedback} (The model cited ${pageList(dropped)}, which it was not given; ${dropped.length === 1 ? 'that citation was' : 'those citations were'} dropped.)`
    : parsed.data.feedback;
  return {
    ok: true,
    item: {
      questionId: j.question.id,
      question: j.question.text,
      answer: parsed.data.answer,
      qa_score: parsed.data.qa_score,
      category: j.question.category,
      feedback,
      evidence: j.evidence.filter((e) => pages.has(e.page)),
      causes: [...new Set(parsed.data.causes)],
      unknownTerms: j.unknownTerms.map((t) => t.term),
    },
  };
}

const pageList = (pages: number[]) =>
  pages.length === 1 ? `page ${pages[0]}` : `pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;
