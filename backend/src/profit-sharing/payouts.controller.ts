import { Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseBigIdPipe } from '../common/pipes/parse-big-id.pipe';
import { PayoutDto } from '../sales/dto/payout.dto';
import type { User } from '../users/user.entity';
import { PartnerPayoutsDto, PayoutPageDto, PayoutQueryDto } from './dto/payouts.dto';
import { PAYOUT_NOT_FOUND, PayoutsService } from './payouts.service';

@ApiTags('Profit sharing')
@Controller('payouts')
@Authenticated()
export class PayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

  @Get()
  @Endpoint({ summary: "Your partners' payouts, newest first, paged; by partner (avatarKey) and status", type: PayoutPageDto })
  getPayouts(@CurrentUser() user: User, @Query() query: PayoutQueryDto): Promise<PayoutPageDto> {
    return this.payouts.page(user, query);
  }

  @Get('partners')
  @Endpoint({ summary: 'Each partner you have payouts for: due, paid and failed, counted and added up', type: [PartnerPayoutsDto] })
  getPartnerPayouts(@CurrentUser() user: User): Promise<PartnerPayoutsDto[]> {
    return this.payouts.partners(user);
  }

  @Post(':id/retry')
  @Endpoint({
    summary: 'Send a failed payout back to its vendor, which pays it with its next heartbeat',
    description:
      'Only a failed payout of a completed sale. One that failed because the splits and the commission passed 100 % is recomputed from the splits as they are now, ' +
      "and refused (409) while the sale's payouts and its commission would still pass 100 %.",
    type: PayoutDto,
  })
  @ApiNotFoundResponse({ description: `${PAYOUT_NOT_FOUND} (or not yours)`, type: ApiErrorDto })
  @ApiConflictResponse({ description: 'The payout is not failed, its sale is not completed, or the splits still pass 100 %.', type: ApiErrorDto })
  retryPayout(@CurrentUser() user: User, @Param('id', ParseBigIdPipe) id: number): Promise<PayoutDto> {
    return this.payouts.retry(user, id);
  }
}
