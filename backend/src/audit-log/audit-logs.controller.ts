import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import type { User } from '../users/user.entity';
import { AUDIT_EXPORT_LIMIT, AuditLogsService } from './audit-logs.service';
import { AuditLogPageDto, AuditLogQueryDto } from './dto/audit-log.dto';

@ApiTags('Admin')
@Controller('admin/audit-logs')
@Authenticated({ admin: true })
export class AuditLogsController {
  constructor(private readonly auditLogs: AuditLogsService) {}

  @Get()
  @Endpoint({
    summary: 'The audit log: privileged and money-changing actions, sign-ins and failed sign-ins, newest first',
    description: 'Filters: actor (user id), action, targetType and targetId, from and to (SLT days, both included). Entries cannot be changed or deleted.',
    type: AuditLogPageDto,
  })
  getAuditLogs(@Query() query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    return this.auditLogs.page(query);
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @Endpoint({
    summary: `The audit log's matching entries as CSV, newest first, at most ${AUDIT_EXPORT_LIMIT}`,
    description: 'The export is itself recorded in the audit log (audit_log_exported), with its filters.',
    type: String,
  })
  exportAuditLogs(@CurrentUser() admin: User, @Query() query: AuditLogQueryDto): Promise<StreamableFile> {
    return this.auditLogs.csv(admin, query);
  }
}
