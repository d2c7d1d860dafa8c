import { STATUS_CODES } from 'node:http';

/** The one error shape of the API. `fieldErrors` is present on validation failures. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

export function errorBody(statusCode: number, message: string, fieldErrors?: Record<string, string[]>): ApiErrorBody {
  const body: ApiErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (fieldErrors) body.fieldErrors = fieldErrors;
  return body;
}

/** Human sentences for the errors Fastify raises before a request reaches a controller. */
export function fastifyErrorMessage(code: string | undefined, statusCode: number, fallback: string): string {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is larger than the 5 MB limit.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but its content type says JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON with Content-Type: application/json.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The Content-Length header does not match the body.';
    default:
      if (statusCode === 413) return 'The request body is larger than the 5 MB limit.';
      if (statusCode === 400 && /JSON/i.test(fallback)) return 'The request body is not valid JSON.';
      return fallback;
  }
}
