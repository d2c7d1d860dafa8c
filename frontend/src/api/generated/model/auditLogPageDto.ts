/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { AuditLogEntryDto } from './auditLogEntryDto';

export interface AuditLogPageDto {
  items: AuditLogEntryDto[];
  page: number;
  pageSize: number;
  total: number;
}
