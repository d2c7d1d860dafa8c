import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

import { PageQueryDto } from '../../sales/dto/page-query.dto';
import { REDELIVERY_STATUSES, type RedeliveryStatus } from '../redelivery.entity';

export class RedeliveryListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Only requests with this status.', enum: REDELIVERY_STATUSES, example: 'pending' })
  @IsOptional()
  @IsIn(REDELIVERY_STATUSES, { message: `Status must be one of ${REDELIVERY_STATUSES.join(', ')}` })
  status?: RedeliveryStatus;
}
