import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.ts';
import { createLogFormatter, createPrettyLogStream, logStreamFor } from './pretty-log-stream.ts';

const TIME = Date.UTC(2026, 0, 2, 9, 30, 5);

describe(createLogFormatter.name, () => {
  it('leaves out the incoming half of a request and writes the completed one as one line', () => {
    const formatLogLine = createLogFormatter();
    expect(
      formatLogLine(
        JSON.stringify({
          level: 30,
          time: TIME,
          reqId: 'r1',
          req: { method: 'GET', url: '/api/health' },
          msg: 'incoming request',
        }),
      ),
    ).toBeNull();
    expect(
      formatLogLine(
        JSON.stringify({
          level: 30,
          time: TIME,
          reqId: 'r1',
          res: { statusCode: 200 },
          responseTime: 3.4,
          msg: 'request completed',
        }),
      ),
    ).toBe('09:30:05 INFO  GET /api/health → 200 3 ms');
  });

  it('keeps the fields and the stack of an error', () => {
    const text = createLogFormatter()(
      JSON.stringify({
        level: 50,
        time: TIME,
        pid: 1,
        signal: 'SIGTERM',
        err: { stack: 'Error: boom\n    at x' },
        msg: 'failed',
      }),
    );
    expect(text).toBe('09:30:05 ERROR failed signal=SIGTERM\nError: boom\n    at x');
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(createLogFormatter()('plain text')).toBe('plain text');
  });
});

describe(logStreamFor.name, () => {
  it('keeps JSON (no stream of its own) when stdout is not a terminal', () => {
    expect(logStreamFor({ isTTY: false } as NodeJS.WriteStream)).toBeUndefined();
    expect(logStreamFor({ isTTY: true } as NodeJS.WriteStream)).toBeDefined();
  });

  it('turns the app’s own request log into one readable line per request', async () => {
    const out = new PassThrough();
    let written = '';
    out.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const t = await buildTestApp({ LOG_LEVEL: 'info' }, {}, { logStream: createPrettyLogStream(out) });
    try {
      await t.app.inject({ method: 'GET', url: '/api/health' });
    } finally {
      await t.close();
    }
    const requestLines = written.split('\n').filter((l) => l.includes('/api/health'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/health → 200 \d+ ms$/);
    expect(written).not.toContain('{"level"');
  });
});
