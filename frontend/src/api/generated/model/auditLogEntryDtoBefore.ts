/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * The changed fields before the action; null when the action created the target or records no values.
 * @nullable
 */
export type AuditLogEntryDtoBefore = {
  [key: string]: unknown;
} | null;
