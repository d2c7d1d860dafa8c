import { Injectable, StreamableFile } from '@nestjs/common';
import { csvText, csvValue } from '../transactions/transactions-csv';
import type { AuditLogEntryDto, AuditLogPageDto, AuditLogQueryDto } from './dto/audit-log.dto';
import { type AuditLogRow, AuditLogsRepository } from './audit-logs.repository';

/** Rows an export holds at most: the log of a busy platform is filtered by date first. */
export const AUDIT_EXPORT_LIMIT = 100_000;

const CSV_HEADER = 'id,createdAt,actorId,actorEmail,action,description,targetType,targetId,metadata\r\n';

@Injectable()
export class AuditLogsService {
  constructor(private readonly auditLogs: AuditLogsRepository) {}

  async page(query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const { rows, total } = await this.auditLogs.page(query, page, pageSize);
    return { items: rows.map(toEntry), total, page, pageSize };
  }

  /** The CSV file; its headers are set only when it is sent (an error is answered as JSON). */
  async csv(query: AuditLogQueryDto): Promise<StreamableFile> {
    const rows = await this.auditLogs.all(query, AUDIT_EXPORT_LIMIT);
    const text = CSV_HEADER + rows.map(csvLine).join('');
    return new StreamableFile(Buffer.from(text, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: 'attachment; filename="audit-log.csv"' });
  }
}

function toEntry(row: AuditLogRow): AuditLogEntryDto {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function csvLine(row: AuditLogRow): string {
  return (
    `${row.id},${row.createdAt.toISOString()},${csvText(row.actorId)},${csvText(row.actorEmail)},${csvValue(row.action)},` +
    `${csvText(row.description)},${csvValue(row.targetType)},${csvText(row.targetId)},${csvText(row.metadata ? JSON.stringify(row.metadata) : null)}\r\n`
  );
}
