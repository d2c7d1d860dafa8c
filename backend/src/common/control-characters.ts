import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** C0 control characters (NUL to U+001F) and DEL: no name, id, key, search or date ever holds one. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_ADDRESS = /[\u0000-\u001f\u007f]/;

/** In a JSON body, text may hold tabs and line breaks (a description, a note); no other control character. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function addressValueProblem(name: string, value: unknown, where: 'query' | 'path'): string | null {
  const values = Array.isArray(value) ? value : [value];
  if (!values.some((item) => typeof item === 'string' && CONTROL_IN_ADDRESS.test(item))) return null;
  return where === 'query'
    ? `The query parameter "${name}" contains a control character (such as NUL), which is not allowed.`
    : `The address contains a control character (such as NUL) in "${name}", which is not allowed.`;
}

/** Why a string of a JSON body cannot be taken, or null: control characters other than tab, line feed and carriage return. */
export function textControlProblem(text: string): string | null {
  return CONTROL_IN_TEXT.test(text) ? 'contains a control character (such as NUL), which is not allowed' : null;
}

/** The first problem with the request's query parameters and path parameters, or null. */
export function requestAddressProblem(request: Pick<FastifyRequest, 'query' | 'params'>): { message: string; field: string } | null {
  for (const [where, values] of [
    ['query', request.query],
    ['path', request.params],
  ] as const) {
    if (!values || typeof values !== 'object') continue;
    for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
      if (CONTROL_IN_ADDRESS.test(name)) {
        const message = 'A query parameter name contains a control character (such as NUL), which is not allowed.';
        return { message, field: 'query' };
      }
      const message = addressValueProblem(name, value, where);
      if (message) return { message, field: name };
    }
  }
  return null;
}

/**
 * Refuses, with 400 and before any guard or handler runs, a request whose query or path parameters hold a control
 * character: every route, the Server-Sent Events streams included, so no such value reaches a query or a log line.
 */
export function refuseControlCharacters(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    const problem = requestAddressProblem(request);
    done(problem ? new BadRequestException({ message: problem.message, fieldErrors: { [problem.field]: [problem.message] } }) : undefined);
  });
}
