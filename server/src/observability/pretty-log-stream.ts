import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pretty from 'pino-pretty';

// A person at a terminal (`npm start` on a laptop) reads the log; a log collector parses it. So: JSON lines
// when stdout is not a terminal (unchanged, what every deployment sees), and when it is, pino-pretty with
// one short line per event: no pid or hostname, and one line per request instead of two.

type LogLine = {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [field: string]: unknown;
};

/**
 * Logs a request once, when it completes, naming its method and URL (Fastify's default logs an "incoming
 * request" line with them and a "request completed" line without).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** "GET /api/health → 200 3 ms" for a request's line; the message for any other. */
function messageOf(line: LogLine, messageKey: string): string {
  const message = String(line[messageKey] ?? '');
  if (!line.req || !line.res) return message;
  const ms = line.responseTime === undefined ? '' : ` ${Math.round(line.responseTime)} ms`;
  const text = `${line.req.method ?? '?'} ${line.req.url ?? '?'} → ${line.res.statusCode ?? '?'}${ms}`;
  return message === 'request completed' ? text : `${text} ${message}`;
}

/** pino-pretty writing to `destination` (default: stdout, synchronously so no line is lost at exit). */
export function createPrettyLogStream(
  destination?: NodeJS.WritableStream,
  { colorize }: { colorize?: boolean } = {},
): NodeJS.WritableStream {
  return pretty({
    destination: destination ?? 1,
    sync: true,
    ...(colorize === undefined ? {} : { colorize }),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    messageFormat: (line, messageKey) => messageOf(line as LogLine, messageKey),
  });
}

/** Readable, quieter logs at a terminal; JSON (pino's default stream, Fastify's request log) for anything else. */
export function logOutputFor(stdout: Pick<NodeJS.WriteStream, 'isTTY'>): {
  logStream?: NodeJS.WritableStream;
  logController?: LogController;
} {
  return stdout.isTTY ? { logStream: createPrettyLogStream(), logController: new OneLinePerRequest() } : {};
}
