import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

import { NOTIFICATION_KINDS, type NotificationKind } from '../notification-kinds';
import type { NotificationRow } from '../notifications.repository';

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

export class NotificationsQueryDto {
  @ApiPropertyOptional({ description: 'How many notifications, newest first.', minimum: 1, maximum: 100, default: 20, example: 20 })
  @Max(100, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  @IsOptional()
  @Type(() => Number)
  limit?: number;
}

export class NotificationDto {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind', example: 'sale_milestone' })
  kind: NotificationKind;

  @ApiProperty({ example: 'Your first sale!' })
  title: string;

  @ApiProperty({ example: 'Your vendors have recorded their first sale.' })
  body: string;

  @ApiProperty({ type: String, nullable: true, description: 'The page of the web app it is about.', example: '/transactions' })
  link: string | null;

  @ApiProperty({ description: 'Whether the user has read it.', example: false })
  read: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class NotificationListDto {
  @ApiProperty({ type: [NotificationDto], description: 'The latest notifications, newest first.' })
  items: NotificationDto[];

  @ApiProperty({ description: 'All unread notifications of the user, not only those listed.', example: 3 })
  unreadCount: number;
}

export class NotificationsReadDto {
  @ApiProperty({ description: 'How many notifications this call marked read.', example: 3 })
  marked: number;

  @ApiProperty({ description: 'Unread notifications left.', example: 0 })
  unreadCount: number;
}

/**
 * One event of GET /api/notifications/stream (Server-Sent Events), named by its type: `ready` once the stream
 * listens, `created` with each new notification, `read` when notifications were marked read (in this or another tab).
 */
export class NotificationStreamEventDto {
  @ApiProperty({ enum: ['ready', 'created', 'read'], example: 'created' })
  type: 'ready' | 'created' | 'read';

  @ApiPropertyOptional({ type: NotificationDto, description: 'The new notification (created).' })
  notification?: NotificationDto;
}

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
