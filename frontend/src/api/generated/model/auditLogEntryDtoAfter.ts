/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * The changed fields after the action; null when the action deleted the target or records no values.
 * @nullable
 */
export type AuditLogEntryDtoAfter = {
  [key: string]: unknown;
} | null;
