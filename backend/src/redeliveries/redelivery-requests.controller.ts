import { Body, Controller, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { Caller, InWorld } from '../in-world/in-world.decorator';
import type { InWorldCaller } from '../in-world/in-world-request';
import { CreateRedeliveryDto, RedeliveryRequestDto } from './dto/redelivery-request.dto';
import { NOT_COMPLETED, ONLY_THE_BUYER, RedeliveryRequestsService, TRANSACTION_NOT_FOUND } from './redelivery-requests.service';

/** Filing a redelivery request. The merchant's list and processing routes live in the redeliveries module. */
@ApiTags('Redeliveries')
@Controller('redeliveries')
export class RedeliveryRequestsController {
  constructor(private readonly redeliveries: RedeliveryRequestsService) {}

  @Post()
  @InWorld({ access: 'script-or-merchant', body: true, forbidden: [ONLY_THE_BUYER] })
  @Endpoint({
    summary: 'Request a redelivery: the buyer through a terminal (X-Api-Key), or the merchant by hand (bearer token)',
    description:
      'The purchase must be from one of your vendors. With X-Api-Key, requested_by must be its buyer. ' +
      'If the purchase already has an open (pending or processing) request, that request is returned and no other is filed.',
    status: 201,
    type: RedeliveryRequestDto,
  })
  @ApiNotFoundResponse({ description: `${TRANSACTION_NOT_FOUND} (also for another merchant's purchase)`, type: ApiErrorDto })
  @ApiConflictResponse({ description: `${NOT_COMPLETED} (refunded or failed purchases)`, type: ApiErrorDto })
  createRedelivery(@Caller() caller: InWorldCaller, @Body() dto: CreateRedeliveryDto): Promise<RedeliveryRequestDto> {
    return this.redeliveries.create(caller, dto);
  }
}
