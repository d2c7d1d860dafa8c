import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import type { User } from '../users/user.entity';
import { BillingStatementService } from './billing-statement.service';
import { CommissionPaymentsService } from './commission-payments.service';
import { BillingBalanceDto, StatementDto, StatementQueryDto } from './dto/billing.dto';

@ApiTags('Billing')
@Controller('billing')
@Authenticated()
export class BillingController {
  constructor(
    private readonly payments: CommissionPaymentsService,
    private readonly statements: BillingStatementService,
  ) {}

  @Get('balance')
  @Endpoint({ summary: 'Your commission: owed, collected in-world, outstanding, the last payment and failed ones', type: BillingBalanceDto })
  getBillingBalance(@CurrentUser() user: User): Promise<BillingBalanceDto> {
    return this.payments.balance(user);
  }

  @Get('statement')
  @Endpoint({
    summary: 'Your statement for a range of SLT days (at most 366): every sale, refund, commission payment and partner payout, with totals',
    type: StatementDto,
  })
  getBillingStatement(@CurrentUser() user: User, @Query() query: StatementQueryDto): Promise<StatementDto> {
    return this.statements.statement(user, query);
  }

  @Get('statement.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The same lines as CSV, then a totals row; saved as statement-FROM-to-TO.csv.', schema: { type: 'string', format: 'binary' } })
  @Endpoint({ summary: 'Your statement for a range of SLT days, as a CSV download' })
  exportBillingStatement(@CurrentUser() user: User, @Query() query: StatementQueryDto): Promise<StreamableFile> {
    return this.statements.statementCsvFile(user, query);
  }
}
