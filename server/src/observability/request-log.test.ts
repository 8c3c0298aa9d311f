import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { redactUrl } from './request-log.ts';

const SECRETS = {
  token: 'reset-token-0123456789abcdefghij',
  code: 'authorization-code-9876543210',
  state: 'oidc-state-abcdefghijklmnop',
  password: 'typed-password-1234567',
};

describe('request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await buildTestApp({ LOG_LEVEL: 'info' }, {}, { logStream });
  });
  afterAll(async () => t.close());

  it('masks reset tokens and sign-in codes in logged addresses and never logs bodies', async () => {
    // Someone who can read the logs (a log store, a support export) must not find a usable link or code.
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${SECRETS.token}` });
    await t.app.inject({
      method: 'GET',
      url: `/api/auth/oidc/callback?code=${SECRETS.code}&state=${SECRETS.state}&iss=https%3A%2F%2Fidp.example`,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: SECRETS.token, password: SECRETS.password },
    });
    const requests = lines.map((l) => JSON.parse(l) as { req?: { url?: string } }).filter((l) => l.req);
    expect(requests.map((l) => l.req!.url)).toEqual(
      expect.arrayContaining([
        '/reset-password?token=[REDACTED]',
        '/api/auth/oidc/callback?code=[REDACTED]&state=[REDACTED]&iss=https%3A%2F%2Fidp.example',
        '/api/auth/password-reset/confirm',
      ]),
    );
    for (const secret of Object.values(SECRETS)) {
      expect(lines.filter((l) => l.includes(secret))).toEqual([]);
    }
  });
});

describe(redactUrl.name, () => {
  it('masks a secret parameter however its name is written, and leaves the rest as sent', () => {
    expect(redactUrl('/reset-password?%74oken=abc&x=1')).toBe('/reset-password?%74oken=[REDACTED]&x=1');
    expect(redactUrl('/cb?CODE=abc&State=def&iss=x')).toBe('/cb?CODE=[REDACTED]&State=[REDACTED]&iss=x');
    expect(redactUrl('/cb?token')).toBe('/cb?token=[REDACTED]');
    expect(redactUrl('/api/documents?limit=20')).toBe('/api/documents?limit=20');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
