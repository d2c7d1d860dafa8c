import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';

import { type ApiErrorBody, errorBody, fastifyErrorMessage } from './http-error';

interface FieldErrorsCarrier {
  fieldErrors?: Record<string, string[]>;
}

/** A page served instead of a 404 (the built SPA's index.html for its client-side routes: spa/spa-index.ts). */
export interface NotFoundPage {
  /** Whether this request, which matched nothing, gets the page. */
  shouldServe(request: FastifyRequest): boolean;
  html(): string;
}

function errorText(exception: unknown): string {
  return (exception as Error)?.stack ?? String(exception);
}

/** Shapes every error as `{ statusCode, error, message }`; unexpected ones become a logged 500 without details. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionFilter');

  constructor(private readonly spaIndex: NotFoundPage) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();

    if (exception instanceof NotFoundException && this.spaIndex.shouldServe(request)) {
      void reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(this.spaIndex.html());
      return;
    }

    // A stream (Server-Sent Events, a CSV or ZIP download) already sent its status and headers: no error answer can
    // follow. The error is logged and that response ends; the process goes on serving everyone else.
    if (reply.sent || reply.raw.headersSent) {
      this.logger.error({ msg: 'A response failed after it started', requestId: request.id, url: request.url, err: errorText(exception) });
      if (!reply.raw.destroyed) reply.raw.destroy();
      return;
    }
    const body = this.toBody(exception, request);
    if (body.statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    void reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): ApiErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 413) return errorBody(413, fastifyErrorMessage(undefined, 413, ''));
      const response = exception.getResponse();
      if (typeof response === 'string') return errorBody(status, response);
      const { message, fieldErrors } = response as { message?: string | string[] } & FieldErrorsCarrier;
      const text = Array.isArray(message) ? message.join('; ') : (message ?? exception.message);
      return errorBody(status, text, fieldErrors);
    }
    if (exception instanceof QueryFailedError) {
      const code = (exception as QueryFailedError & { code?: string }).code ?? '';
      if (code === '23505') return errorBody(409, 'This record already exists.');
      if (code === '23503') return errorBody(409, 'This record is still used by other records.');
      if (code.startsWith('22')) return errorBody(400, 'A value in the request is out of range or not valid.');
    }
    const fastifyError = exception as { statusCode?: number; code?: string; message?: string };
    if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return errorBody(fastifyError.statusCode, fastifyErrorMessage(fastifyError.code, fastifyError.statusCode, fastifyError.message ?? 'Bad request.'));
    }
    this.logger.error({ msg: 'Unhandled error', requestId: request.id, url: request.url, err: errorText(exception) });
    return errorBody(500, 'Server error. Please try again later.');
  }
}
