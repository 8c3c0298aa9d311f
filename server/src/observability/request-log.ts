import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a credential: the reset / sign-up link's token, and the single sign-on
 * callback's authorization code and state. Logs are kept and shipped widely, so these never reach them.
 */
const SECRET_QUERY_PARAMETERS = new Set([
  'token',
  'code',
  'state',
  'id_token',
  'access_token',
  'refresh_token',
]);

export const REDACTED = '[REDACTED]';

/** The address with the value of every secret query parameter replaced; the rest stays as sent. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded: string;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        decoded = name;
      }
      return SECRET_QUERY_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's request serializer (method, url, host, address), with the address redacted. Never the body. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
