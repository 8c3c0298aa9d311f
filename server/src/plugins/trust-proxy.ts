import type { Config } from '../config.ts';

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify 5.12 ignores a plain number (it fails closed, since a hop
 * count cannot tell a proxy from a client that reaches the server directly), so a hop count becomes a
 * function: it is for installations whose port only the proxies can reach (docs/deployment.md).
 */
export function toFastifyTrustProxy(setting: Config['trustProxy']): TrustProxy {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
