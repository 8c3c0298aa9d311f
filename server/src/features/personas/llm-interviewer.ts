// The persona LLM path (AI_PROVIDER=openai). The model sees the passages the built-in simulator retrieved and
// must reply with JSON that llmAnswerSchema accepts; an invalid reply is sent back once with the reason, then
// the interview fails with a message naming the question. Slots, the time budget per question, retries and
// the json_object fallback are the shared client's (server/src/llm/chat-client.ts).
import crypto from 'node:crypto';
import type { TranscriptItem } from '#common/api/personas.ts';
import {
  personaMessages,
  PROMPT_VERSION,
  transcriptItemFromLlm,
  type ChatMessage,
  type Judgement,
  type SimPersona,
} from '#engine/personas/index.ts';
import type { Config } from '../../config.ts';
import {
  asSentence,
  ChatClient,
  chatClientFor,
  LLM_ATTEMPTS,
  LLM_SEED,
  LlmError,
  ModelRefusal,
} from '../../llm/chat-client.ts';

export { LLM_ATTEMPTS, LLM_SEED, TRANSPORT_ATTEMPTS } from '../../llm/chat-client.ts';

/** A failure whose message is written for the user and stored on the interview. */
export class InterviewError extends Error {
  override name = 'InterviewError';
}

export class LlmInterviewer {
  private readonly client: ChatClient;
  readonly model: string;

  /** `fetch` is for tests that need to control when each reply arrives; `client` shares a process's slots. */
  constructor(ai: Config['ai'], options: { fetch?: typeof fetch; client?: ChatClient } = {}) {
    this.client = options.client ?? new ChatClient(ai, { fetch: options.fetch });
    this.model = this.client.model;
  }

  /** SHA-256 over the prompt version, model and every message sent: what produced the transcript. */
  static promptHash(model: string, prompts: ChatMessage[][]): string {
    return crypto
      .createHash('sha256')
      .update(JSON.stringify({ version: PROMPT_VERSION, model, seed: LLM_SEED, prompts }))
      .digest('hex');
  }

  /** `cancelled` ends a question of an interview that has already failed, so it frees its slot for others. */
  async answer(
    persona: SimPersona,
    judgement: Judgement,
    cancelled?: AbortSignal,
  ): Promise<{ item: TranscriptItem; messages: ChatMessage[] }> {
    const messages = personaMessages(persona, judgement);
    let reply;
    try {
      reply = await this.client.completeJson(
        messages,
        (content) => asParsed(transcriptItemFromLlm(content, judgement)),
        {
          cancelled,
          retryPrompt: (reason) =>
            `That reply was not valid (${reason}). Reply again with only the JSON object {"answer", "qa_score", "feedback", "evidence_pages", "causes"}.`,
        },
      );
    } catch (error) {
      if (error instanceof ModelRefusal)
        throw new InterviewError(
          `The AI model declined to answer “${judgement.question.text}”: ${asSentence(error.message)}`,
        );
      if (error instanceof LlmError) throw new InterviewError(error.message);
      throw error;
    }
    if (!reply.ok)
      throw new InterviewError(
        `The AI model gave no valid answer to “${judgement.question.text}” after ${LLM_ATTEMPTS} attempts (${reply.reason}).`,
      );
    return { item: reply.value, messages };
  }
}

const asParsed = (r: ReturnType<typeof transcriptItemFromLlm>) =>
  r.ok ? { ok: true as const, value: r.item } : r;

// One interviewer per process and configuration, on the process's shared client.
const interviewers = new Map<string, LlmInterviewer>();

export function llmInterviewerFor(ai: Config['ai']): LlmInterviewer {
  const key = JSON.stringify(ai);
  let interviewer = interviewers.get(key);
  if (!interviewer) {
    interviewer = new LlmInterviewer(ai, { client: chatClientFor(ai) });
    interviewers.set(key, interviewer);
  }
  return interviewer;
}
