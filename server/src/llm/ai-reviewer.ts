// The optional AI review (AI_PROVIDER=openai) that runs after the rule packs of a compliance check and after
// an AoV analysis. It can only add findings: the model reads the document in chunks and suggests findings
// tied to the rules (or COLL considerations) it was given; each must quote the document verbatim and not sit
// on a sentence a finding already stands on, else it is dropped and counted. It never fails the check: a
// time-out, an HTTP error, a refusal or invalid JSON leaves the rules' findings and a note saying what did
// not run. Without AI_PROVIDER=openai (or with AI_REVIEW=false) nothing here touches the network.
import type { AiReview, AiReviewSummary } from '#common/api/ai-review.ts';
import type { ExtractedDocument } from '#engine/document-model.ts';
import { acceptSuggestions, parseReviewReply } from '#engine/llm/review-findings.ts';
import {
  REVIEW_PROMPT_VERSION,
  REVIEW_SCHEMA_VERSION,
  reviewChunks,
  reviewMessages,
  type MadeFinding,
  type ReviewKind,
  type ReviewSuggestion,
  type ReviewTopic,
} from '#engine/llm/review-prompt.ts';
import { DocumentQuotes } from '#engine/llm/verbatim-quotes.ts';
import type { AppDeps } from '../deps.ts';
import {
  asSentence,
  chatClientFor,
  LLM_ATTEMPTS,
  LlmError,
  ModelRefusal,
  type ChatClient,
} from './chat-client.ts';

export interface ReviewInput {
  document: ExtractedDocument;
  topics: readonly ReviewTopic[];
  /** What the rules (or the AoV grid) already found, with the quotes they rest on. */
  made: readonly MadeFinding[];
}

type ChunkOutcome = { ok: true; suggestions: ReviewSuggestion[] } | { ok: false; reason: string };

const RETRY_PROMPT = (reason: string) =>
  `That reply was not valid (${reason}). Reply again with only the JSON object {"findings": [...]}, each finding with "relates_to", "severity", "message" and "quote".`;

/** The AI review of a document, or null when AI_PROVIDER is not openai, AI_REVIEW=false, or nothing to review. */
export async function reviewDocument(
  deps: Pick<AppDeps, 'config' | 'log' | 'metrics'>,
  kind: ReviewKind,
  input: ReviewInput,
  client: ChatClient | null = null,
): Promise<AiReview | null> {
  if (deps.config.aiProvider !== 'openai' || !deps.config.aiReview || input.topics.length === 0) return null;
  const chat = client ?? chatClientFor(deps.config.ai);
  let review: AiReview;
  try {
    review = await runReview(chat, kind, input);
  } catch (error) {
    // A fault of ours, not the provider's: the check still completes with the rules' findings.
    deps.log.error({ err: error, kind }, 'AI review failed');
    review = failedReview(chat.model, 'The AI review did not run because of an internal error.');
  }
  deps.metrics.aiReviews.inc({ kind, status: review.status });
  for (const outcome of ['kept', 'unverified', 'duplicate', 'unknownTopic'] as const)
    if (review.counts[outcome] > 0)
      deps.metrics.aiReviewSuggestions.inc({ kind, outcome }, review.counts[outcome]);
  deps.log.info(
    { kind, status: review.status, chunks: review.chunks, counts: review.counts, model: review.model },
    'AI review finished',
  );
  return review;
}

async function runReview(chat: ChatClient, kind: ReviewKind, input: ReviewInput): Promise<AiReview> {
  const quotes = DocumentQuotes.of(input.document);
  const { chunks, truncated } = reviewChunks(quotes.index);
  if (chunks.length === 0) return failedReview(chat.model, 'The AI review found no text to read.');
  const outcomes = await Promise.all(
    chunks.map(async (chunk): Promise<ChunkOutcome> => {
      try {
        const reply = await chat.completeJson(
          reviewMessages(kind, input.topics, input.made, chunk),
          parseReviewReply,
          {
            retryPrompt: RETRY_PROMPT,
          },
        );
        return reply.ok
          ? { ok: true, suggestions: reply.value.findings }
          : {
              ok: false,
              reason: `the AI model gave no valid reply after ${LLM_ATTEMPTS} attempts (${reply.reason})`,
            };
      } catch (error) {
        if (error instanceof ModelRefusal)
          return { ok: false, reason: `the AI model declined: ${error.message}` };
        if (error instanceof LlmError) return { ok: false, reason: error.message };
        throw error;
      }
    }),
  );
  const suggestions = outcomes.flatMap((o) => (o.ok ? o.suggestions : []));
  const { findings, counts } = acceptSuggestions(suggestions, {
    quotes,
    topics: input.topics,
    made: input.made,
  });
  const reviewed = outcomes.filter((o) => o.ok).length;
  const failures = outcomes.flatMap((o) => (o.ok ? [] : [o.reason]));
  const status = reviewed === 0 ? 'failed' : reviewed < chunks.length || truncated ? 'partial' : 'completed';
  return {
    status,
    note: reviewNote(status, { total: chunks.length, reviewed, truncated, failures, counts }),
    model: chat.model,
    promptVersion: REVIEW_PROMPT_VERSION,
    schemaVersion: REVIEW_SCHEMA_VERSION,
    reviewedAt: new Date().toISOString(),
    chunks: { total: chunks.length, reviewed },
    counts,
    findings,
  };
}

function failedReview(model: string, note: string): AiReview {
  return {
    status: 'failed',
    note,
    model,
    promptVersion: REVIEW_PROMPT_VERSION,
    schemaVersion: REVIEW_SCHEMA_VERSION,
    reviewedAt: new Date().toISOString(),
    chunks: { total: 0, reviewed: 0 },
    counts: { proposed: 0, kept: 0, unverified: 0, duplicate: 0, unknownTopic: 0 },
    findings: [],
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function reviewNote(
  status: AiReview['status'],
  r: { total: number; reviewed: number; truncated: boolean; failures: string[]; counts: AiReview['counts'] },
): string {
  const reason = r.failures[0] ? ` (${r.failures[0].replace(/\.$/, '')})` : '';
  if (status === 'failed')
    return `The AI review did not run${reason}. The findings shown are the rules' own.`;
  const parts: string[] = [];
  if (r.reviewed < r.total)
    parts.push(
      `The AI review was partial: ${r.reviewed} of ${r.total} parts of the document were reviewed${reason}.`,
    );
  if (r.truncated) parts.push('The document is too long to review whole; its end was not reviewed.');
  const { kept, unverified, duplicate, unknownTopic } = r.counts;
  const dropped = [
    unverified ? `${unverified} whose quote is not in the document` : '',
    duplicate ? `${duplicate} on a sentence already flagged` : '',
    unknownTopic ? `${unknownTopic} about no rule it was given` : '',
  ].filter(Boolean);
  parts.push(
    `The AI review added ${plural(kept, 'suggested finding')}${dropped.length ? `; dropped ${dropped.join(', ')}` : ''}.`,
  );
  return asSentence(parts.join(' '));
}

/** What the API shows of a stored review beside the findings it added (which join the result's own). */
export function aiReviewSummary(review: AiReview | null): AiReviewSummary | null {
  if (!review) return null;
  const { findings: _findings, ...summary } = review;
  return summary;
}
