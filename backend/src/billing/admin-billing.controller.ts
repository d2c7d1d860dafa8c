import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import type { User } from '../users/user.entity';
import { BillingStatementService } from './billing-statement.service';
import { CommissionPaymentsService } from './commission-payments.service';
import { AdminBalancesDto, AdminBalancesQueryDto } from './dto/billing.dto';
import { CommissionCollectionSettingsDto } from './dto/commission-payment.dto';

@ApiTags('Admin')
@Controller('admin')
@Authenticated({ admin: true })
export class AdminBillingController {
  constructor(
    private readonly payments: CommissionPaymentsService,
    private readonly statements: BillingStatementService,
  ) {}

  @Get('billing/balances')
  @Endpoint({ summary: "Every merchant's commission balance, who is overdue, and the commission collected per SLT day", type: AdminBalancesDto })
  getAdminBillingBalances(@Query() query: AdminBalancesQueryDto): Promise<AdminBalancesDto> {
    return this.statements.balances(query);
  }

  @Get('settings/commission-collection')
  @Endpoint({
    summary: "The avatar merchants' vendors pay commission to, and the grace period before unpaid commission pauses them",
    type: CommissionCollectionSettingsDto,
  })
  getCommissionCollectionSettings(): Promise<CommissionCollectionSettingsDto> {
    return this.payments.collectionSettings();
  }

  @Put('settings/commission-collection')
  @Endpoint({
    summary: 'Set the collection avatar (key and name) and the grace period (null: vendors are never paused)',
    description: 'Audited. Vendors pay the avatar from their next payment on.',
    type: CommissionCollectionSettingsDto,
  })
  updateCommissionCollectionSettings(@CurrentUser() admin: User, @Body() dto: CommissionCollectionSettingsDto): Promise<CommissionCollectionSettingsDto> {
    return this.payments.updateCollectionSettings(admin, dto);
  }
}
