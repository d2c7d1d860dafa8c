import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/*
 * Every log line, Nest's (JsonLogger) and Fastify's (pino), is one JSON object with the same first keys:
 *   {"level":"info","time":"2026-11-24T06:42:00.000Z","msg":"...", ...}
 * and, for lines about a request, "requestId" (the X-Request-Id the response carries). A request is logged once, when
 * its answer has gone out, at info: LOG_LEVEL=warn leaves only warnings and errors.
 */

/** The Fastify logger's options: level names instead of numbers, ISO times, no pid or host name. */
export function fastifyLoggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
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
