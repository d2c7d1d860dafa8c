/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { AuditLogEntryDtoAfter } from './auditLogEntryDtoAfter';
import type { AuditLogEntryDtoBefore } from './auditLogEntryDtoBefore';
import type { AuditLogEntryDtoMetadata } from './auditLogEntryDtoMetadata';

export interface AuditLogEntryDto {
  action: string;
  /**
   * The actor's e-mail, when known.
   * @nullable
   */
  actorEmail: string | null;
  /**
   * Who did it (a user id); null for an unknown account's failed sign-in.
   * @nullable
   */
  actorId: string | null;
  /**
   * The changed fields after the action; null when the action deleted the target or records no values.
   * @nullable
   */
  after: AuditLogEntryDtoAfter;
  /**
   * The changed fields before the action; null when the action created the target or records no values.
   * @nullable
   */
  before: AuditLogEntryDtoBefore;
  createdAt: string;
  description: string;
  id: number;
  /**
   * The details recorded with it.
   * @nullable
   */
  metadata: AuditLogEntryDtoMetadata;
  /** @nullable */
  targetId: string | null;
  /** @nullable */
  targetType: string | null;
}
