/**
 * The AI reviewer's prompt (AI_PROVIDER=openai): after the rule packs (or the AoV grid) have run, a model
 * reads the document in chunks and may suggest findings the rules missed, each tied to a rule (or COLL
 * consideration) it was given and quoting the document exactly. The reply's schema is strict; what it
 * suggests is verified by review-findings.ts before anything is shown.
 */
import { z } from 'zod';
import type { DocumentIndex } from '../rules/document-index.ts';
import type { ChatMessage } from './chat-message.ts';

/** Bump when the wording changes; stored with every review. */
export const REVIEW_PROMPT_VERSION = 'review-prompt-1';
/** Bump when reviewReplySchema changes; stored with every review. */
export const REVIEW_SCHEMA_VERSION = 'review-schema-1';

export type ReviewKind = 'compliance' | 'aov';

/** A rule (compliance) or consideration (AoV) a suggestion must relate to. */
export interface ReviewTopic {
  id: string;
  title: string;
  citation: string;
  /** How to fix a finding of this topic, when the rule's own wording fits any passage. */
  suggestion?: string;
}

/** Findings a chunk's reply may carry; more is a model listing every sentence. */
export const MAX_SUGGESTIONS_PER_CHUNK = 10;

export const reviewReplySchema = z.object({
  findings: z
    .array(
      z.object({
        relates_to: z.string().min(1).max(200),
        severity: z.enum(['high', 'medium', 'low']),
        message: z.string().min(1).max(1000),
        quote: z.string().min(1).max(1000),
        suggestion: z.string().max(1000).optional(),
      }),
    )
    .max(MAX_SUGGESTIONS_PER_CHUNK),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;
export type ReviewSuggestion = ReviewReply['findings'][number];

export interface ReviewChunk {
  /** Pages whose text (or part of it) the chunk holds. */
  pages: number[];
  text: string;
}

/** About 3,000 tokens of document per request, so small local models keep the whole prompt in context. */
export const CHUNK_CHARS = 12_000;
/** Beyond this many chunks (a ~300-page report) the rest is not reviewed and the review says it is partial. */
export const MAX_CHUNKS = 25;

/** The document's sentences in reading order, cut into chunks at sentence boundaries, pages marked. */
export function reviewChunks(
  index: DocumentIndex,
  options: { chunkChars?: number; maxChunks?: number } = {},
): { chunks: ReviewChunk[]; truncated: boolean } {
  const chunkChars = options.chunkChars ?? CHUNK_CHARS;
  const maxChunks = options.maxChunks ?? MAX_CHUNKS;
  const chunks: ReviewChunk[] = [];
  let current: ReviewChunk | null = null;
  let page = 0;
  for (const sentence of index.sentences) {
    if (current && current.text.length + sentence.text.length > chunkChars) {
      if (chunks.length === maxChunks) return { chunks, truncated: true };
      current = null;
    }
    if (!current) {
      current = { pages: [], text: '' };
      chunks.push(current);
      page = 0;
    }
    if (sentence.page !== page) {
      page = sentence.page;
      current.pages.push(page);
      current.text += `${current.text ? '\n\n' : ''}[page ${page}]\n`;
    } else current.text += ' ';
    current.text += sentence.text;
  }
  return { chunks, truncated: false };
}

const SUBJECT: Record<ReviewKind, string> = {
  compliance:
    "a UK fund manager's client communication, checked against FCA rules (COBS 4, PRIN 2A Consumer Duty, ESG 4, PRIIPs/UCITS)",
  aov: "a UK fund manager's Assessment of Value report, checked against the seven considerations of COLL 6.6.21R",
};

const TOPIC_WORD: Record<ReviewKind, string> = { compliance: 'rule', aov: 'consideration' };

export function reviewSystemPrompt(kind: ReviewKind): string {
  const topic = TOPIC_WORD[kind];
  return [
    `You are a careful compliance reviewer. You read part of ${SUBJECT[kind]}.`,
    `An automated check has already run. Suggest only ADDITIONAL findings it missed: a passage that breaches or falls short of a listed ${topic}.`,
    `Each finding relates to exactly one listed ${topic}: give its id in "relates_to".`,
    'Each finding quotes the document exactly, copied character for character from the text given: one sentence or part of one, at least a few words, no ellipsis, no paraphrase. A finding whose quote is not in the document is discarded.',
    'Do not repeat a finding already made on the same sentence. Do not flag a passage that is compliant (a warning, a negated or hedged statement).',
    'If you find nothing more, reply {"findings": []}. Being silent is better than guessing.',
    `At most ${MAX_SUGGESTIONS_PER_CHUNK} findings.`,
    'Reply with a JSON object only: {"findings": [{"relates_to": string, "severity": "high"|"medium"|"low", "message": string, "quote": string, "suggestion": string}]}.',
  ].join('\n');
}

/** Findings already made that a chunk's prompt lists, capped so they never crowd out the document. */
export const MAX_MADE_LISTED = 40;

/** A finding the rules (or the AoV grid) already made: listed so the model does not repeat it. */
export interface MadeFinding {
  topic: string;
  page?: number;
  quote?: string;
}

export function reviewUserPrompt(
  kind: ReviewKind,
  topics: readonly ReviewTopic[],
  made: readonly MadeFinding[],
  chunk: ReviewChunk,
): string {
  const topicLines = topics.map((t) => `- ${t.id}: ${t.title} (${t.citation})`);
  const listed = made
    .filter((m) => m.quote && (m.page === undefined || chunk.pages.includes(m.page)))
    .slice(0, MAX_MADE_LISTED);
  const madeLines = listed.length ? listed.map((m) => `- ${m.topic}: "${m.quote}"`) : ['(none)'];
  return [
    `${kind === 'aov' ? 'Considerations' : 'Rules'} (use these ids in "relates_to"):`,
    ...topicLines,
    '',
    'Findings already made:',
    ...madeLines,
    '',
    `Document text (pages ${chunk.pages[0]}–${chunk.pages.at(-1)}):`,
    chunk.text,
  ].join('\n');
}

export function reviewMessages(
  kind: ReviewKind,
  topics: readonly ReviewTopic[],
  made: readonly MadeFinding[],
  chunk: ReviewChunk,
): ChatMessage[] {
  return [
    { role: 'system', content: reviewSystemPrompt(kind) },
    { role: 'user', content: reviewUserPrompt(kind, topics, made, chunk) },
  ];
}
