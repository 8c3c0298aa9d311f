import { Writable } from 'node:stream';

// A person at a terminal (`npm start` on a laptop) reads the log; a log collector parses it. So: JSON lines
// when stdout is not a terminal (unchanged, what every deployment sees), and when it is, one short readable
// line per event, without the "incoming request" half of every request and without a new dependency.

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const QUIET_FIELDS = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
]);

type LogLine = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
};

/** Requests seen arriving and not yet completed: Fastify names method and URL only on the incoming line. */
const MAX_OPEN_REQUESTS = 1000;

/**
 * Formats pino JSON lines as a person reads them. Returns null for a line a terminal does not need (the
 * "incoming request" half of a request; its method and URL go on the completed line).
 */
export function createLogFormatter(): (json: string) => string | null {
  const open = new Map<string, { method?: string; url?: string }>();
  return (json) => {
    let line: LogLine;
    try {
      line = JSON.parse(json) as LogLine;
    } catch {
      return json;
    }
    const time = new Date(line.time ?? Date.now()).toISOString().slice(11, 19);
    const level = (LEVELS[line.level ?? 30] ?? 'INFO').padEnd(5);
    if (line.msg === 'incoming request') {
      if (line.reqId) {
        if (open.size >= MAX_OPEN_REQUESTS) open.delete(open.keys().next().value as string);
        open.set(line.reqId, { method: line.req?.method, url: line.req?.url });
      }
      return null;
    }
    if (line.msg === 'request completed' && line.res) {
      const req = line.req ?? (line.reqId ? open.get(line.reqId) : undefined) ?? {};
      if (line.reqId) open.delete(line.reqId);
      const ms = line.responseTime === undefined ? '' : ` ${Math.round(line.responseTime)} ms`;
      return `${time} ${level} ${req.method ?? '?'} ${req.url ?? '?'} → ${line.res.statusCode}${ms}`;
    }
    const extra = Object.entries(line)
      .filter(([key]) => !QUIET_FIELDS.has(key) && key !== 'err')
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
    const error = line.err
      ? `\n${line.err.stack ?? `${line.err.type ?? 'Error'}: ${line.err.message ?? ''}`}`
      : '';
    return [time, level, line.msg ?? '', ...extra].join(' ').trimEnd() + error;
  };
}

/** A stream for pino that writes readable lines to `out` (a terminal). */
export function createPrettyLogStream(out: NodeJS.WritableStream): Writable {
  const format = createLogFormatter();
  let pending = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const json of lines) {
        const text = json.trim() ? format(json) : null;
        if (text !== null) out.write(`${text}\n`);
      }
      done();
    },
  });
}

/** Readable lines for a terminal, JSON (pino's default stream) for anything else. */
export function logStreamFor(stdout: NodeJS.WriteStream): NodeJS.WritableStream | undefined {
  return stdout.isTTY ? createPrettyLogStream(stdout) : undefined;
}
