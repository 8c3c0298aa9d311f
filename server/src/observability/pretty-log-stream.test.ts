import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.ts';
import { createPrettyLogStream, logOutputFor, OneLinePerRequest } from './pretty-log-stream.ts';

// Local time: the terminal shows the clock of the machine it runs on.
const TIME = new Date(2026, 0, 2, 9, 30, 5).getTime();

/** What the pretty stream prints for these JSON lines. */
async function printed(lines: object[]): Promise<string> {
  const out = new PassThrough();
  let written = '';
  out.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const stream = createPrettyLogStream(out, { colorize: false });
  for (const line of lines) stream.write(`${JSON.stringify(line)}\n`);
  await new Promise((resolve) => setImmediate(resolve));
  return written;
}

describe(createPrettyLogStream.name, () => {
  it('writes a request as one line with its method, URL, status and time, without pid or hostname', async () => {
    const text = await printed([
      {
        level: 30,
        time: TIME,
        pid: 4242,
        hostname: 'laptop',
        reqId: 'r1',
        req: { method: 'GET', url: '/api/health' },
        res: { statusCode: 200 },
        responseTime: 3.4,
        msg: 'request completed',
      },
    ]);
    expect(text).toBe('[09:30:05] INFO: GET /api/health → 200 3 ms\n');
  });

  it('keeps the fields and the stack of an error', async () => {
    const text = await printed([
      {
        level: 50,
        time: TIME,
        pid: 1,
        signal: 'SIGTERM',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' },
        msg: 'failed',
      },
    ]);
    expect(text).toMatch(/^\[09:30:05\] ERROR: failed \{"signal":"SIGTERM"\}\n/);
    expect(text).toMatch(/"message": "boom"[\s\S]*Error: boom\n\s+at x\n/);
    expect(text).not.toContain('"pid"');
  });
});

describe(logOutputFor.name, () => {
  it('keeps JSON and Fastify’s request log when stdout is not a terminal', () => {
    expect(logOutputFor({ isTTY: false })).toEqual({});
    const terminal = logOutputFor({ isTTY: true });
    expect(terminal.logStream).toBeDefined();
    expect(terminal.logController).toBeInstanceOf(OneLinePerRequest);
  });

  it('turns the app’s own request log into one readable line per request, secrets redacted', async () => {
    const out = new PassThrough();
    let written = '';
    out.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const t = await buildTestApp(
      { LOG_LEVEL: 'info' },
      {},
      { logStream: createPrettyLogStream(out, { colorize: false }), logController: new OneLinePerRequest() },
    );
    try {
      await t.app.inject({ method: 'GET', url: '/api/health?token=s3cret' });
    } finally {
      await t.close();
    }
    await new Promise((resolve) => setImmediate(resolve));
    const requestLines = written.split('\n').filter((l) => l.includes('/api/health'));
    expect(requestLines).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health\?token=\[REDACTED\] → 200 \d+ ms$/),
    ]);
    expect(written).not.toContain('s3cret');
    expect(written).not.toContain('{"level"');
  });
});
