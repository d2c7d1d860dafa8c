import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

import type { LogFormat } from '../../config/app-config';

/*
 * Every log line, Nest's (JsonLogger) and Fastify's (pino), is one JSON object with the same first keys:
 *   {"level":"info","time":"2026-11-24T06:42:00.000Z","msg":"...", ...}
 * and, for lines about a request, "requestId" (the X-Request-Id the response carries). A request is logged once, when
 * its answer has gone out, at info: LOG_LEVEL=warn leaves only warnings and errors. LOG_FORMAT=pretty (the default in
 * a terminal) writes the same fields as one readable line each:
 *   16:58:58.389 INFO  GET /api/vendors 401 3.1 ms  requestId=req-1
 */

/** Fields already said by a request line's message. */
const SAID_IN_MSG = new Set(['level', 'time', 'msg', 'context', 'method', 'url', 'status', 'ms']);

function fieldText(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  if (value instanceof Object && 'stack' in value && typeof value.stack === 'string') return `\n${value.stack}`;
  return JSON.stringify(value);
}

/** One log object as a readable line: the UTC time of day, level, [context], message, then the other fields as key=value. */
export function prettyLine(line: Record<string, unknown>): string {
  const time = typeof line.time === 'string' ? line.time.slice(11, 23) : '';
  const level = (typeof line.level === 'string' ? line.level : 'info').toUpperCase().padEnd(5);
  const context = typeof line.context === 'string' ? `[${line.context}] ` : '';
  const rest = Object.entries(line)
    .filter(([key, value]) => !SAID_IN_MSG.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${fieldText(value)}`);
  return `${time} ${level} ${context}${typeof line.msg === 'string' ? line.msg : fieldText(line.msg ?? '')}${rest.length > 0 ? `  ${rest.join(' ')}` : ''}`;
}

/** Writes one log object to standard output in the chosen format. */
export function writeLogLine(line: Record<string, unknown>, format: LogFormat): void {
  process.stdout.write(`${format === 'pretty' ? prettyLine(line) : JSON.stringify(line)}\n`);
}

/** The Fastify logger's options: level names instead of numbers, ISO times, no pid or host name. */
export function fastifyLoggerOptions(level: string, format: LogFormat = 'json'): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    // Pino writes JSON; a readable format re-reads each line and writes it as prettyLine does.
    ...(format === 'pretty' ? { stream: { write: (chunk: string) => writeLogLine(JSON.parse(chunk) as Record<string, unknown>, 'pretty') } } : {}),
    messageKey: 'msg',
    base: null,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label: string) => ({ level: label }) },
  };
}

/** What the one line of a request says. */
export function requestLine(method: string, url: string, status: number, ms: number): { msg: string; method: string; url: string; status: number; ms: number } {
  const rounded = Math.round(ms * 10) / 10;
  return { msg: `${method} ${url} ${status} ${rounded} ms`, method, url, status, ms: rounded };
}

/** Fastify's own lines: the request id under "requestId", and one line a request, when it is answered, instead of two. */
export class OneLinePerRequest extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {
    // Written with the answer (requestCompleted).
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const { msg, ...fields } = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ ...fields, err: error }, msg);
    else reply.log.info(fields, msg);
  }
}
