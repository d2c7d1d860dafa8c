import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { StreamQueryDto } from '../../notifications/dto/stream-ticket.dto';
import { MONITOR_KINDS, type MonitorKind } from '../monitor-feed';

export class MonitorQueryDto extends StreamQueryDto {
  @ApiPropertyOptional({ enum: MONITOR_KINDS, enumName: 'MonitorKind', description: 'Only entries of this kind.' })
  @IsOptional()
  @IsIn(MONITOR_KINDS, { message: `kind must be one of ${MONITOR_KINDS.join(', ')}` })
  kind?: MonitorKind;

  @ApiPropertyOptional({ description: "Only entries about this merchant (their user id): their sales, their scripts' calls, their objects, their actions." })
  @IsOptional()
  @MaxLength(255, { message: 'merchant must be at most 255 characters' })
  @IsString({ message: 'merchant must be a user id' })
  merchant?: string;
}

export class MonitorEntryDto {
  @ApiProperty({ description: 'Unique across kinds, e.g. sale:1234, call:98, notification:7, activity:311.', example: 'sale:1234' })
  id: string;

  @ApiProperty({ enum: MONITOR_KINDS, enumName: 'MonitorKind', example: 'sale' })
  kind: MonitorKind;

  @ApiProperty({ type: String, format: 'date-time' })
  at: string;

  @ApiProperty({ type: String, nullable: true, description: "The merchant's user id, null for a call with no valid API key." })
  merchantId: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The merchant's e-mail (else name, else id).", example: 'luna@example.com' })
  merchant: string | null;

  @ApiProperty({ example: 'Sale #1234 of L$250 at Luna Boutique (#12)' })
  description: string;

  @ApiProperty({ type: String, nullable: true, description: 'For activities, the action (e.g. vendor_created).', example: null })
  activityType: string | null;
}

/**
 * The events of GET /api/admin/activities/stream (Server-Sent Events): first `event: snapshot` with the latest
 * entries, newest first, then `event: entry` with each new entry (a MonitorEntryDto).
 */
export class MonitorSnapshotDto {
  @ApiProperty({ type: [MonitorEntryDto], description: 'The latest 200 entries matching the filters, newest first.' })
  entries: MonitorEntryDto[];
}
