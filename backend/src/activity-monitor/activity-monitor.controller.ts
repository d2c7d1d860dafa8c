import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { LiveStreamRoute } from '../notifications/stream-auth.guard';
import type { User } from '../users/user.entity';
import { ActivityMonitorService } from './activity-monitor.service';
import { MonitorEntryDto, MonitorQueryDto, MonitorSnapshotDto } from './dto/monitor.dto';

@ApiTags('Admin')
@Controller('admin/activities')
export class ActivityMonitorController {
  constructor(private readonly monitor: ActivityMonitorService) {}

  @Get('stream')
  @LiveStreamRoute('monitor', { admin: true })
  @ApiExtraModels(MonitorSnapshotDto, MonitorEntryDto)
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description:
      'Server-Sent Events: first `event: snapshot` (a MonitorSnapshotDto: the latest 200 entries matching the filters, newest first), ' +
      'then `event: entry` (a MonitorEntryDto) for each new sale, refused or throttled in-world call, object gone offline and activity, ' +
      'from every API instance. A `: heartbeat` comment comes every 15 s.',
    schema: { type: 'string' },
  })
  @Endpoint({ summary: 'The activity monitor: platform activity and in-world calls as they happen (Server-Sent Events)' })
  streamAdminActivities(@CurrentUser() user: User, @Query() query: MonitorQueryDto, @Res() reply: FastifyReply): Promise<void> {
    return this.monitor.stream(user, query, reply);
  }
}
