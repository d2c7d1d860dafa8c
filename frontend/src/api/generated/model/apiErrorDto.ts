/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { ApiErrorDtoFieldErrors } from './apiErrorDtoFieldErrors';

export interface ApiErrorDto {
  error: string;
  /** Messages per field, on validation failures. */
  fieldErrors?: ApiErrorDtoFieldErrors;
  message: string;
  statusCode: number;
}
