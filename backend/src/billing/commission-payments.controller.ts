import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { InWorld, Script } from '../in-world/in-world.decorator';
import { UNKNOWN_VENDOR_KEY } from '../in-world/in-world-object-directory';
import type { ScriptCaller } from '../in-world/in-world-request';
import { CommissionPaymentsService } from './commission-payments.service';
import { CommissionDueDto, CommissionDueQueryDto, CommissionPaymentRecordedDto, ReportCommissionPaymentDto } from './dto/commission-payment.dto';

/** The vendors' commission routes: what to pay the collection avatar now, and how a payment went. */
@ApiTags('In-world scripts')
@Controller('lsl')
export class CommissionPaymentsController {
  constructor(private readonly payments: CommissionPaymentsService) {}

  @Get('commission-due')
  @InWorld({ access: 'script' })
  @Endpoint({
    summary: 'The whole L$ of commission a vendor should pay now, and to which avatar',
    description:
      "amount is the merchant's outstanding commission rounded down (the fraction is carried); 0 when nothing is due, no collection avatar is " +
      "set, or another of the merchant's vendors was told to pay, or reported a payment, less than a minute ago: one vendor a minute pays. " +
      'Ask again after retry_after seconds.',
    type: CommissionDueDto,
  })
  @ApiNotFoundResponse({ description: UNKNOWN_VENDOR_KEY, type: ApiErrorDto })
  getCommissionDue(@Script() caller: ScriptCaller, @Query() query: CommissionDueQueryDto): Promise<CommissionDueDto> {
    return this.payments.due(caller, query);
  }

  @Post('commission-payments')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true })
  @Endpoint({
    summary: 'Report a commission payment a vendor made to the collection avatar (after transaction_result)',
    description:
      'Recorded once per Second Life transaction key of the merchant: the same report again records nothing and answers the same. A failed payment alerts the merchant.',
    type: CommissionPaymentRecordedDto,
  })
  @ApiNotFoundResponse({ description: UNKNOWN_VENDOR_KEY, type: ApiErrorDto })
  reportCommissionPayment(@Script() caller: ScriptCaller, @Body() dto: ReportCommissionPaymentDto): Promise<CommissionPaymentRecordedDto> {
    return this.payments.report(caller, dto);
  }
}
