// One OpenAI-compatible chat-completions client per process and configuration (AI_PROVIDER=openai), shared by
// persona interviews and the AI review, so AI_CONCURRENCY caps every LLM call of the process together. Any
// endpoint works (OpenAI, Azure, Ollama, vLLM, llama.cpp) through AI_BASE_URL. A call holds one slot and has
// AI_TIMEOUT_MS in all, however many requests it takes: the SDK's own retries are off, since they would
// restart the clock on every try, and this client retries a busy server itself inside the same budget.
import OpenAI from 'openai';
import pLimit from 'p-limit';
import type { ChatMessage } from '#engine/llm/chat-message.ts';
import type { Config } from '../config.ts';

/** Fixed so that providers which honour it give repeatable answers; recorded with the result. */
export const LLM_SEED = 7;
/** Replies per call: the first and one retry after an invalid reply, sent back with the reason. */
export const LLM_ATTEMPTS = 2;
/** Requests per reply when the provider is unreachable or busy (429, 5xx), all inside the call's budget. */
export const TRANSPORT_ATTEMPTS = 3;
const RETRY_DELAY_MS = 200;
/** Statuses that say "try again later" rather than "this request is wrong". */
const TRANSIENT_STATUSES = new Set([408, 409, 429, 500, 502, 503, 504]);
/** Statuses with which a server rejects a parameter it does not support, here response_format. */
const UNSUPPORTED_PARAMETER_STATUSES = new Set([400, 422]);

/** A failure of the provider whose message is written for the user. */
export class LlmError extends Error {
  override name = 'LlmError';
}

/** The model declined to answer (an OpenAI `refusal`, or its content filter stopped the reply). */
export class ModelRefusal extends Error {
  override name = 'ModelRefusal';
}

type Message = { role: 'system' | 'user' | 'assistant'; content: string };

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

export class ChatClient {
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

  /**
   * A reply that `parse` accepts, asking once more with the reason after an invalid one; `ok: false` with
   * the last reason when neither is valid. Throws LlmError (time-out, HTTP error, unreachable) or ModelRefusal.
   * The budget starts when the slot is taken: waiting behind other calls is not the provider's time.
   * `cancelled` ends a call whose result is no longer wanted, so it frees its slot for others.
   */
  async completeJson<T>(
    messages: readonly ChatMessage[],
    parse: (content: string) => Parsed<T>,
    options: { retryPrompt: (reason: string) => string; cancelled?: AbortSignal },
  ): Promise<Parsed<T>> {
    const { cancelled } = options;
    return this.limit(async () => {
      cancelled?.throwIfAborted();
      const budget = AbortSignal.timeout(this.ai.timeoutMs);
      const deadline = cancelled ? AbortSignal.any([budget, cancelled]) : budget;
      const conversation: Message[] = [...messages];
      let last: Parsed<T> = { ok: false, reason: 'no reply' };
      for (let attempt = 1; attempt <= LLM_ATTEMPTS; attempt++) {
        const content = await this.complete(conversation, deadline);
        last = parse(content);
        if (last.ok) return last;
        conversation.push(
          { role: 'assistant', content },
          { role: 'user', content: options.retryPrompt(last.reason) },
        );
      }
      return last;
    });
  }

  /** One reply, trying again after a transient failure while the call's budget lasts. */
  private async complete(messages: Message[], deadline: AbortSignal): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.request(messages, deadline);
      } catch (error) {
        if (deadline.aborted || error instanceof OpenAI.APIConnectionTimeoutError)
          throw new LlmError(
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
      // The prompt already asks for a JSON object only; the reply's first object is read and validated.
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
  if (error instanceof LlmError || error instanceof ModelRefusal) return error;
  if (error instanceof OpenAI.APIError && error.status)
    return new LlmError(`The AI provider refused the request (HTTP ${error.status}): ${error.message}`);
  if (error instanceof OpenAI.APIConnectionError)
    return new LlmError(
      'The AI provider could not be reached. Check AI_BASE_URL and that the server is running.',
    );
  if (error instanceof SyntaxError)
    return new LlmError('The AI provider sent a reply that is not valid JSON.');
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

/** A sentence for a message: the model's own words end with a full stop. */
export const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const clients = new Map<string, ChatClient>();

/** The process's client for this configuration, so the concurrency cap holds across concurrent jobs. */
export function chatClientFor(ai: Config['ai']): ChatClient {
  const key = JSON.stringify(ai);
  let client = clients.get(key);
  if (!client) {
    client = new ChatClient(ai);
    clients.set(key, client);
  }
  return client;
}
