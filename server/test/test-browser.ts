import type { FastifyInstance } from 'fastify';

// A minimal cookie-carrying HTTP client that follows redirects like a browser: requests to the app's
// origin go through app.inject, everything else (the identity provider) over real HTTP.

export type Hop = { url: string; status: number; location: string | null; body: string };

type Cookie = { value: string; path: string };

export class TestBrowser {
  /** origin → cookie name → cookie */
  private readonly jar = new Map<string, Map<string, Cookie>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly appOrigin: string,
  ) {}

  cookie(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).origin)?.get(name)?.value;
  }

  private cookieHeader(url: URL): string {
    const cookies = this.jar.get(url.origin) ?? new Map<string, Cookie>();
    return [...cookies]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private store(url: URL, setCookies: string[]): void {
    const cookies = this.jar.get(url.origin) ?? new Map<string, Cookie>();
    this.jar.set(url.origin, cookies);
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attr('expires');
      const maxAge = attr('max-age');
      const gone =
        value === '' ||
        (maxAge !== undefined && Number(maxAge) <= 0) ||
        (expires !== undefined && Date.parse(expires) <= Date.now());
      if (gone) cookies.delete(name);
      else cookies.set(name, { value, path: attr('path') ?? '/' });
    }
  }

  /** One request, no redirect following. */
  async request(method: 'GET' | 'POST', href: string, form?: Record<string, string>): Promise<Hop> {
    const url = new URL(href);
    const headers: Record<string, string> = { cookie: this.cookieHeader(url) };
    const body = form ? new URLSearchParams(form).toString() : undefined;
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (url.origin === this.appOrigin) {
      const res = await this.app.inject({ method, url: url.pathname + url.search, headers, payload: body });
      const setCookie = res.headers['set-cookie'];
      this.store(url, setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]);
      const location = res.headers.location;
      return {
        url: href,
        status: res.statusCode,
        location: typeof location === 'string' ? location : null,
        body: res.body,
      };
    }
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    this.store(url, res.headers.getSetCookie());
    return { url: href, status: res.status, location: res.headers.get('location'), body: await res.text() };
  }

  /** Follows redirects until a page answers, or until `stopAt` matches the next address. */
  async navigate(
    href: string,
    options: { method?: 'GET' | 'POST'; form?: Record<string, string>; stopAt?: (url: URL) => boolean } = {},
  ): Promise<{ hops: Hop[]; final: Hop }> {
    const hops: Hop[] = [];
    let hop = await this.request(options.method ?? 'GET', href, options.form);
    hops.push(hop);
    while (hop.status >= 300 && hop.status < 400 && hop.location) {
      const next = new URL(hop.location, hop.url);
      if (options.stopAt?.(next)) break;
      if (next.origin === this.appOrigin && !next.pathname.startsWith('/api/')) {
        // The SPA's own pages: the journey ends where the browser would render the app.
        hops.push({ url: next.href, status: 200, location: null, body: '' });
        break;
      }
      hop = await this.request('GET', next.href);
      hops.push(hop);
      if (hops.length > 20) throw new Error(`too many redirects: ${hops.map((h) => h.url).join(' → ')}`);
    }
    return { hops, final: hops[hops.length - 1]! };
  }
}
