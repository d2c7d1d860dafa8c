import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseBigIdPipe } from '../common/pipes/parse-big-id.pipe';
import { InWorld, Script } from '../in-world/in-world.decorator';
import { UNKNOWN_VENDOR_KEY } from '../in-world/in-world-object-directory';
import type { ScriptCaller } from '../in-world/in-world-request';
import { SellingVendors } from '../sales/selling-vendors';
import { PayoutResultDto, ReportPayoutResultDto } from './dto/payouts.dto';
import { PayoutsService, UNKNOWN_PAYOUT } from './payouts.service';

/** The payout script's report (lsl/payouts.lsl). Registered in LslModule, whose guard authenticates in-world calls. */
@ApiTags('In-world scripts')
@Controller('lsl/payouts')
export class PayoutResultsController {
  constructor(
    private readonly payouts: PayoutsService,
    private readonly sellingVendors: SellingVendors,
  ) {}

  @Post(':id/result')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true })
  @Endpoint({
    summary: 'Report how a payout to a partner went (lsl/payouts.lsl, after transaction_result)',
    description:
      'success true: the payout becomes paid; false: failed, with the reason, until the merchant retries it. A payout is paid once: ' +
      'the same report again, or any report about a payout already paid, changes nothing and answers the payout as it stands.',
    type: PayoutResultDto,
  })
  @ApiNotFoundResponse({ description: `${UNKNOWN_PAYOUT} (also for another merchant's payout) / ${UNKNOWN_VENDOR_KEY}`, type: ApiErrorDto })
  async reportPayoutResult(
    @Script() caller: ScriptCaller,
    @Param('id', ParseBigIdPipe) id: number,
    @Body() dto: ReportPayoutResultDto,
  ): Promise<PayoutResultDto> {
    const vendor = dto.vendor_id === undefined ? null : await this.sellingVendors.ofCaller(caller, dto.vendor_id);
    return this.payouts.report(caller.owner.id, vendor?.id ?? null, id, dto);
  }
}
