// The LLM path (AI_PROVIDER=openai): any OpenAI-compatible chat-completions endpoint (OpenAI, Azure, Ollama,
// vLLM, llama.cpp) through AI_BASE_URL. The model sees the passages the built-in simulator retrieved and must
// reply with JSON that llmAnswerSchema accepts; an invalid reply is sent back once with the reason, then the
// interview fails with a message naming the question. Calls are capped at AI_CONCURRENCY per process.
import crypto from 'node:crypto';
import OpenAI from 'openai';
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

/** A failure whose message is written for the user and stored on the interview. */
export class InterviewError extends Error {
  override name = 'InterviewError';
}

/** A counting semaphore: at most `limit` calls in flight. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

export class LlmInterviewer {
  private readonly client: OpenAI;
  private readonly limit: ReturnType<typeof limiter>;
  readonly model: string;

  constructor(private readonly ai: Config['ai']) {
    this.client = new OpenAI({
      baseURL: ai.baseUrl,
      // Local servers (Ollama, llama.cpp) need no key, but the SDK insists on one.
      apiKey: ai.apiKey ?? 'not-needed',
      timeout: ai.timeoutMs,
      maxRetries: 1,
    });
    this.limit = limiter(ai.concurrency);
    this.model = ai.model;
  }

  /** SHA-256 over the prompt version, model and every message sent: what produced the transcript. */
  static promptHash(model: string, prompts: ChatMessage[][]): string {
    return crypto
      .createHash('sha256')
      .update(JSON.stringify({ version: PROMPT_VERSION, model, seed: LLM_SEED, prompts }))
      .digest('hex');
  }

  async answer(
    persona: SimPersona,
    judgement: Judgement,
  ): Promise<{ item: TranscriptItem; messages: ChatMessage[] }> {
    const messages = personaMessages(persona, judgement);
    const conversation: { role: 'system' | 'user' | 'assistant'; content: string }[] = [...messages];
    let reason = '';
    for (let attempt = 1; attempt <= LLM_ATTEMPTS; attempt++) {
      const content = await this.limit(() => this.complete(conversation));
      const parsed = transcriptItemFromLlm(content, judgement);
      if (parsed.ok) return { item: parsed.item, messages };
      reason = parsed.reason;
      conversation.push(
        { role: 'assistant', content },
        {
          role: 'user',
          content: `That reply was not valid (${reason}). Reply again with only the JSON object {"answer", "qa_score", "feedback", "evidence_pages"}.`,
        },
      );
    }
    throw new InterviewError(
      `The AI model gave no valid answer to “${judgement.question.text}” after ${LLM_ATTEMPTS} attempts (${reason}).`,
    );
  }

  private async complete(
    messages: { role: 'system' | 'user' | 'assistant'; content: string }[],
  ): Promise<string> {
    try {
      const response = await this.client.chat.completions.create({
        model: this.model,
        messages,
        temperature: 0,
        seed: LLM_SEED,
        response_format: { type: 'json_object' },
      });
      return response.choices[0]?.message?.content ?? '';
    } catch (error) {
      if (error instanceof OpenAI.APIConnectionTimeoutError)
        throw new InterviewError(
          `The AI provider did not answer within ${Math.round(this.ai.timeoutMs / 1000)} s.`,
        );
      if (error instanceof OpenAI.APIError && error.status)
        throw new InterviewError(
          `The AI provider refused the request (HTTP ${error.status}): ${error.message}`,
        );
      if (error instanceof OpenAI.APIConnectionError)
        throw new InterviewError(
          'The AI provider could not be reached. Check AI_BASE_URL and that the server is running.',
        );
      throw error;
    }
  }
}

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
