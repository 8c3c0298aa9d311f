// The LLM path (AI_PROVIDER=openai): any OpenAI-compatible chat-completions endpoint (OpenAI, Azure, Ollama,
// vLLM, llama.cpp) through AI_BASE_URL. The model sees the passages the built-in simulator retrieved and must
// reply with JSON that llmAnswerSchema accepts; an invalid reply is sent back once with the reason, then the
// interview fails with a message naming the question. Each question holds one of AI_CONCURRENCY slots and has
// AI_TIMEOUT_MS in all, however many requests it takes (the SDK's own retries are off: they would restart
// the clock on every try).
import crypto from 'node:crypto';
import OpenAI from 'openai';
import pLimit from 'p-limit';
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

/** Attempts per question: the first answer and one retry after an invalid reply. */
export const LLM_ATTEMPTS = 2;
/** Fixed so that providers which honour it give repeatable answers; recorded with the interview. */
export const LLM_SEED = 7;
/** Requests per reply when the provider is unreachable or busy (429, 5xx), all inside the question's budget. */
export const TRANSPORT_ATTEMPTS = 3;
const RETRY_DELAY_MS = 200;
/** Statuses that say "try again later" rather than "this request is wrong". */
const TRANSIENT_STATUSES = new Set([408, 409, 429, 500, 502, 503, 504]);
/** Statuses with which a server rejects a parameter it does not support, here response_format. */
const UNSUPPORTED_PARAMETER_STATUSES = new Set([400, 422]);

/** A failure whose message is written for the user and stored on the interview. */
export class InterviewError extends Error {
  override name = 'InterviewError';
}

/** The model declined to answer (an OpenAI `refusal`, or its content filter stopped the reply). */
class ModelRefusal extends Error {}

type Message = { role: 'system' | 'user' | 'assistant'; content: string };

export class LlmInterviewer {
  private readonly client: OpenAI;
  private readonly limit: ReturnType<typeof pLimit>;
  /** Cleared once the server has refused response_format json_object: the prompt alone asks for JSON then. */
  private jsonMode = true;
  readonly model: string;

  /** `fetch` is for tests that need to control when each reply arrives. */
  constructor(
    private readonly ai: Config['ai'],
    options: { fetch?: typeof fetch } = {},
  ) {
    this.client = new OpenAI({
      fetch: options.fetch,
      baseURL: ai.baseUrl,
      // Local servers (Ollama, llama.cpp) need no key, but the SDK insists on one.
      apiKey: ai.apiKey ?? 'not-needed',
      timeout: ai.timeoutMs,
      maxRetries: 0,
    });
    this.limit = pLimit(ai.concurrency);
    this.model = ai.model;
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
    // The budget starts when the slot is taken: waiting behind other questions is not the provider's time.
    return this.limit(async () => {
      cancelled?.throwIfAborted();
      const budget = AbortSignal.timeout(this.ai.timeoutMs);
      const deadline = cancelled ? AbortSignal.any([budget, cancelled]) : budget;
      return { item: await this.answerWithin(messages, judgement, deadline), messages };
    });
  }

  private async answerWithin(
    messages: ChatMessage[],
    judgement: Judgement,
    deadline: AbortSignal,
  ): Promise<TranscriptItem> {
    const conversation: Message[] = [...messages];
    let reason = '';
    for (let attempt = 1; attempt <= LLM_ATTEMPTS; attempt++) {
      let content: string;
      try {
        content = await this.complete(conversation, deadline);
      } catch (error) {
        if (error instanceof ModelRefusal)
          throw new InterviewError(
            `The AI model declined to answer “${judgement.question.text}”: ${sentence(error.message)}`,
          );
        throw error;
      }
      const parsed = transcriptItemFromLlm(content, judgement);
      if (parsed.ok) return parsed.item;
      reason = parsed.reason;
      conversation.push(
        { role: 'assistant', content },
        {
          role: 'user',
          content: `That reply was not valid (${reason}). Reply again with only the JSON object {"answer", "qa_score", "feedback", "evidence_pages", "causes"}.`,
        },
      );
    }
    throw new InterviewError(
      `The AI model gave no valid answer to “${judgement.question.text}” after ${LLM_ATTEMPTS} attempts (${reason}).`,
    );
  }

  /** One reply, trying again after a transient failure while the question's budget lasts. */
  private async complete(messages: Message[], deadline: AbortSignal): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.request(messages, deadline);
      } catch (error) {
        if (deadline.aborted || error instanceof OpenAI.APIConnectionTimeoutError)
          throw new InterviewError(
            `The AI provider did not answer within ${Math.round(this.ai.timeoutMs / 1000)} s.`,
          );
        if (attempt < TRANSPORT_ATTEMPTS && isTransient(error)) {
          await pause(RETRY_DELAY_MS * 2 ** (attempt - 1), deadline);
          continue;
        }
        throw userFacing(error);
      }
    }
  }

  private async request(messages: Message[], deadline: AbortSignal): Promise<string> {
    const body = { model: this.model, messages, temperature: 0, seed: LLM_SEED };
    const send = (json: boolean) =>
      this.client.chat.completions
        .create(json ? { ...body, response_format: { type: 'json_object' } } : body, { signal: deadline })
        .then(contentOf);
    if (!this.jsonMode) return send(false);
    try {
      return await send(true);
    } catch (error) {
      if (!(error instanceof OpenAI.APIError && UNSUPPORTED_PARAMETER_STATUSES.has(error.status ?? 0)))
        throw error;
      // The system prompt already asks for a JSON object only, and the reply is validated either way.
      const content = await send(false);
      this.jsonMode = false;
      return content;
    }
  }
}

function contentOf(response: OpenAI.Chat.Completions.ChatCompletion): string {
  const choice = response.choices?.[0];
  if (choice?.message?.refusal) throw new ModelRefusal(choice.message.refusal);
  if (choice?.finish_reason === 'content_filter')
    throw new ModelRefusal("the provider's content filter stopped the answer");
  return choice?.message?.content ?? '';
}

function isTransient(error: unknown): boolean {
  if (error instanceof OpenAI.APIUserAbortError) return false;
  if (error instanceof OpenAI.APIConnectionError) return true;
  return error instanceof OpenAI.APIError && TRANSIENT_STATUSES.has(error.status ?? 0);
}

function userFacing(error: unknown): unknown {
  if (error instanceof InterviewError) return error;
  if (error instanceof OpenAI.APIError && error.status)
    return new InterviewError(`The AI provider refused the request (HTTP ${error.status}): ${error.message}`);
  if (error instanceof OpenAI.APIConnectionError)
    return new InterviewError(
      'The AI provider could not be reached. Check AI_BASE_URL and that the server is running.',
    );
  if (error instanceof SyntaxError)
    return new InterviewError('The AI provider sent a reply that is not valid JSON.');
  return error;
}

function pause(ms: number, deadline: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    deadline.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      deadline.removeEventListener('abort', done);
      resolve();
    }
  });
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

// One interviewer per process and configuration, so the concurrency cap holds across concurrent jobs.
const interviewers = new Map<string, LlmInterviewer>();

export function llmInterviewerFor(ai: Config['ai']): LlmInterviewer {
  const key = JSON.stringify(ai);
  let interviewer = interviewers.get(key);
  if (!interviewer) {
    interviewer = new LlmInterviewer(ai);
    interviewers.set(key, interviewer);
  }
  return interviewer;
}
