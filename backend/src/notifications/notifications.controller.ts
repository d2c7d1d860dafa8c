import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseBigIdPipe } from '../common/pipes/parse-big-id.pipe';
import type { User } from '../users/user.entity';
import { NotificationDto, NotificationListDto, NotificationsQueryDto, NotificationsReadDto, NotificationStreamEventDto } from './dto/notification.dto';
import { CreateStreamTicketDto, StreamQueryDto, StreamTicketDto } from './dto/stream-ticket.dto';
import { NOTIFICATION_NOT_FOUND, NotificationsService } from './notifications.service';
import { LiveStreamRoute } from './stream-auth.guard';

@ApiTags('Notifications')
@Controller('notifications')
@Authenticated()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Endpoint({ summary: 'Your latest notifications, newest first, and how many are unread', type: NotificationListDto })
  getNotifications(@CurrentUser() user: User, @Query() query: NotificationsQueryDto): Promise<NotificationListDto> {
    return this.notifications.list(user, query.limit);
  }

  @Post('read-all')
  @Endpoint({ summary: 'Mark all your notifications read', type: NotificationsReadDto })
  readAllNotifications(@CurrentUser() user: User): Promise<NotificationsReadDto> {
    return this.notifications.readAll(user);
  }

  @Post('stream-ticket')
  @Endpoint({
    summary: 'A ticket that opens one of your live streams for a minute (EventSource cannot send the bearer token)',
    status: 201,
    type: StreamTicketDto,
  })
  createStreamTicket(@CurrentUser() user: User, @Body() dto: CreateStreamTicketDto): Promise<StreamTicketDto> {
    return this.notifications.streamTicket(user, dto.stream);
  }

  @Post(':id/read')
  @Endpoint({ summary: 'Mark one of your notifications read', type: NotificationDto })
  @ApiNotFoundResponse({ description: `${NOTIFICATION_NOT_FOUND} (also for another user's notification)`, type: ApiErrorDto })
  readNotification(@CurrentUser() user: User, @Param('id', ParseBigIdPipe) id: number): Promise<NotificationDto> {
    return this.notifications.read(user, id);
  }
}

/** The live stream has its own guards: a stream ticket (EventSource) or a bearer token. */
@ApiTags('Notifications')
@Controller('notifications/stream')
export class NotificationStreamController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @LiveStreamRoute('notifications')
  @ApiExtraModels(NotificationStreamEventDto)
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description:
      'Server-Sent Events, each `event: <type>` with a NotificationStreamEventDto as JSON on its `data:` line: `ready` once listening, ' +
      '`created` for each new notification, `read` when notifications were marked read. A `: heartbeat` comment comes every 15 s.',
    schema: { type: 'string' },
  })
  @Endpoint({ summary: 'Your notifications as they happen (Server-Sent Events)' })
  streamNotifications(@CurrentUser() user: User, @Query() _query: StreamQueryDto, @Res() reply: FastifyReply): Promise<void> {
    return this.notifications.stream(user, reply);
  }
}
