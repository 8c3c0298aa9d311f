// A local HTTP server that speaks the chat-completions protocol (POST /v1/chat/completions), for contract tests
// of the LLM paths. The test decides each reply from the request; every request is recorded.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown };
  at: number;
}

/** What the server does with one request. */
export type ChatReply =
  | { content: string; delayMs?: number }
  | { refusal: string }
  | { status: number; message: string }
  /** A 200 whose body is cut off mid-JSON. */
  | { brokenBody: true };

export function chatCompletion(content: string | null, model: string, refusal?: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, ...(refusal ? { refusal } : {}) },
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export async function startChatCompletionsServer(decide: (request: ChatRequest) => ChatReply) {
  const requests: ChatRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request: ChatRequest = { body: JSON.parse(raw), at: Date.now() };
      requests.push(request);
      const reply = decide(request);
      const json = (status: number, body: unknown) => {
        if (res.destroyed || res.writableEnded) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if ('status' in reply) json(reply.status, { error: { message: reply.message, type: 'server_error' } });
      else if ('refusal' in reply) json(200, chatCompletion(null, request.body.model, reply.refusal));
      else if ('brokenBody' in reply) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"id":"chatcmpl-broken","choices":[{"message":');
      } else
        setTimeout(() => json(200, chatCompletion(reply.content, request.body.model)), reply.delayMs ?? 10);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
