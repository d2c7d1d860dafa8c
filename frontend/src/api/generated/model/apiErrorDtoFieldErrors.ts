/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * Messages per field, on validation failures.
 */
export type ApiErrorDtoFieldErrors = {
  [key: string]: string[];
};
