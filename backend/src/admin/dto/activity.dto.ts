import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

import type { Activity } from '../../audit-log/activity.entity';

const LIMIT_MESSAGE = 'Limit must be a whole number from 1 to 100';

export class ActivitiesQueryDto {
  @ApiPropertyOptional({ description: 'How many activities, newest first.', minimum: 1, maximum: 100, default: 10, example: 10 })
  @Max(100, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  @IsOptional()
  @Type(() => Number)
  limit?: number;
}

export class ActivityDto {
  @ApiProperty({ example: 311 })
  id: number;

  @ApiProperty({ example: 'Commission configuration for the global default saved: base rate 5%, no tiers, active' })
  description: string;

  @ApiProperty({ example: 'commission_config_saved' })
  activityType: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export function toActivityDto(activity: Activity): ActivityDto {
  return {
    id: activity.id,
    description: activity.description,
    activityType: activity.activityType,
    createdAt: activity.createdAt.toISOString(),
  };
}
