import { Injectable, StreamableFile } from '@nestjs/common';

import { csvText, csvValue } from '../common/csv';
import { DomainEvents } from '../event-bus/domain-events';
import type { User } from '../users/user.entity';
import { type AuditLogRow, AuditLogsRepository } from './audit-logs.repository';
import type { AuditLogEntryDto, AuditLogPageDto, AuditLogQueryDto } from './dto/audit-log.dto';

/** Rows an export holds at most: the log of a busy platform is filtered by date first. */
export const AUDIT_EXPORT_LIMIT = 100_000;

const CSV_HEADER = 'id,createdAt,actorId,actorEmail,action,description,targetType,targetId,before,after,metadata\r\n';

@Injectable()
export class AuditLogsService {
  constructor(
    private readonly auditLogs: AuditLogsRepository,
    private readonly domainEvents: DomainEvents,
  ) {}

  async page(query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const { rows, total } = await this.auditLogs.page(query, page, pageSize);
    return { items: rows.map(toEntry), total, page, pageSize };
  }

  /** The CSV file; its headers are set only when it is sent (an error is answered as JSON). */
  async csv(admin: User, query: AuditLogQueryDto): Promise<StreamableFile> {
    const rows = await this.auditLogs.all(query, AUDIT_EXPORT_LIMIT);
    // Recorded after the read, so the export never lists itself.
    await this.domainEvents.publish({
      userId: admin.id,
      type: 'audit_log_exported',
      description: `Audit log exported as CSV (${rows.length === 1 ? '1 entry' : `${rows.length} entries`})`,
      metadata: { filters: { ...query }, rows: rows.length },
      targetType: 'audit_log',
    });
    const text = CSV_HEADER + rows.map(csvLine).join('');
    return new StreamableFile(Buffer.from(text, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: 'attachment; filename="audit-log.csv"' });
  }
}

type Values = Record<string, unknown> | null;

function valuesAt(metadata: AuditLogRow['metadata'], key: 'before' | 'after'): Values {
  const value = metadata?.[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function toEntry(row: AuditLogRow): AuditLogEntryDto {
  return { ...row, createdAt: row.createdAt.toISOString(), before: valuesAt(row.metadata, 'before'), after: valuesAt(row.metadata, 'after') };
}

function jsonCell(value: Values): string {
  return csvText(value ? JSON.stringify(value) : null);
}

function csvLine(row: AuditLogRow): string {
  return (
    `${row.id},${row.createdAt.toISOString()},${csvText(row.actorId)},${csvText(row.actorEmail)},${csvValue(row.action)},` +
    `${csvText(row.description)},${csvValue(row.targetType)},${csvText(row.targetId)},` +
    `${jsonCell(valuesAt(row.metadata, 'before'))},${jsonCell(valuesAt(row.metadata, 'after'))},${jsonCell(row.metadata)}\r\n`
  );
}
