/**
 * What an AI review may add: a model's suggestions, kept only when they relate to a rule (or consideration)
 * it was given, quote the document verbatim, and are not on a sentence a finding already stands on. The
 * review can only add; it never changes or removes what the rules found.
 */
import type { AiReview, AiSuggestedFinding } from '#common/api/ai-review.ts';
import { parseJsonReply } from './json-reply.ts';
import {
  reviewReplySchema,
  type MadeFinding,
  type ReviewReply,
  type ReviewSuggestion,
  type ReviewTopic,
} from './review-prompt.ts';
import type { DocumentQuotes } from './verbatim-quotes.ts';

export type ReviewCounts = AiReview['counts'];

/** A reply validated against reviewReplySchema, or the reason it is not valid (sent back to the model once). */
export function parseReviewReply(
  raw: string,
): { ok: true; value: ReviewReply } | { ok: false; reason: string } {
  const json = parseJsonReply(raw);
  if (!json.ok) return json;
  const parsed = reviewReplySchema.safeParse(json.value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    reason: parsed.error.issues.map((i) => `${i.path.join('.') || 'reply'}: ${i.message}`).join('; '),
  };
}

/** 32-bit FNV-1a, as hex: a short stable id without a crypto dependency in the engine. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export function emptyCounts(): ReviewCounts {
  return { proposed: 0, kept: 0, unverified: 0, duplicate: 0, unknownTopic: 0 };
}

export function acceptSuggestions(
  suggestions: readonly ReviewSuggestion[],
  context: { quotes: DocumentQuotes; topics: readonly ReviewTopic[]; made: readonly MadeFinding[] },
): { findings: AiSuggestedFinding[]; counts: ReviewCounts } {
  const topics = new Map(context.topics.map((t) => [t.id, t]));
  // A sentence a finding already stands on is in front of the reviewer; a suggestion there adds nothing.
  const taken = new Set(context.made.flatMap((m) => context.quotes.sentencesOfEvidence(m)));
  const counts = emptyCounts();
  const findings: AiSuggestedFinding[] = [];
  for (const s of suggestions) {
    counts.proposed++;
    const topic = topics.get(s.relates_to.trim());
    if (!topic) {
      counts.unknownTopic++;
      continue;
    }
    const location = context.quotes.locate(s.quote);
    if (!location) {
      counts.unverified++;
      continue;
    }
    if (location.sentences.some((sentence) => taken.has(sentence))) {
      counts.duplicate++;
      continue;
    }
    for (const sentence of location.sentences) taken.add(sentence);
    counts.kept++;
    findings.push({
      id: `ai:${topic.id}:${fnv1a(`${topic.id}\n${location.quote}`)}`,
      relatesTo: topic.id,
      title: topic.title,
      citation: topic.citation,
      severity: s.severity,
      message: s.message.trim(),
      page: location.page,
      quote: location.quote,
      suggestion:
        s.suggestion?.trim() ||
        topic.suggestion ||
        `Review this passage against ${topic.citation} and reword or support it.`,
    });
  }
  return { findings, counts };
}
