import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** One recorded API call: method, path with query, and the parsed JSON body (undefined for none). */
export type ApiCall = { method: string; url: URL; body: unknown };

/** Answers a call: a JSON body (status 200), or a Response for anything else. */
export type ApiHandler = (call: ApiCall) => unknown;

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Mocks the network where the app's api client meets it (fetch). Handlers are keyed "METHOD /path"
 * (no query string); anything unhandled answers 404, and /api/auth/me answers 401 (nobody signed in)
 * unless a test says otherwise. Returns the calls made, to assert on what the component sent.
 */
export function mockApi(handlers: Record<string, ApiHandler>): ApiCall[] {
  const calls: ApiCall[] = [];
  const all: Record<string, ApiHandler> = {
    'GET /api/auth/me': () => json(401, { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' }),
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method, url, body };
      calls.push(call);
      const handler = all[`${method} ${url.pathname}`];
      if (!handler) return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
      const answer = await handler(call);
      return answer instanceof Response ? answer : json(200, answer);
    }),
  );
  return calls;
}

/**
 * Renders a component as the app does: its own QueryClient (no retries, so an error shows at once) and a
 * data router (components use useNavigation), with every other path recorded as "navigated to".
 */
export function renderWithApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>Navigated away</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
