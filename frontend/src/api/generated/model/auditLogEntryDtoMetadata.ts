/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * The details recorded with it.
 * @nullable
 */
export type AuditLogEntryDtoMetadata = {
  [key: string]: unknown;
} | null;
