import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { PageQueryDto } from '../sales/dto/page-query.dto';
import type { User } from '../users/user.entity';
import { ParseAvatarKeyPipe } from './avatar-key.pipe';
import { CustomersService } from './customers.service';
import { CustomerAnalyticsDto, CustomerDetailsDto, CustomerPageDto } from './dto/customer.dto';
import { CustomerAnalyticsQueryDto, CustomerFilterQueryDto, CustomerListQueryDto } from './dto/customer-query.dto';

const WHAT_COUNTS =
  'Always the caller’s own buyers (admins’ too). Purchases and spent count completed sales, spent less any part refunded; ' +
  'refunds counts sales refunded whole or in part.';

@ApiTags('Customers')
@Controller('customers')
@Authenticated()
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @Endpoint({
    summary: 'The avatars who bought from the caller, with their figures, paged, sorted and searchable',
    description: WHAT_COUNTS,
    type: CustomerPageDto,
  })
  getCustomers(@CurrentUser() user: User, @Query() query: CustomerListQueryDto): Promise<CustomerPageDto> {
    return this.customers.list(user, query);
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'CSV with a header row, streamed; saved as customers-YYYY-MM-DD.csv (SLT date).',
    schema: { type: 'string', format: 'binary' },
  })
  @Endpoint({ summary: 'The same buyers as the list, with the same filters and order, as a CSV download' })
  exportCustomers(@CurrentUser() user: User, @Query() query: CustomerFilterQueryDto): Promise<StreamableFile> {
    return this.customers.exportCsv(user, query);
  }

  @Get(':avatarKey')
  @Endpoint({ summary: "One buyer's figures and their purchases from the caller, newest first, paged", description: WHAT_COUNTS, type: CustomerDetailsDto })
  @ApiNotFoundResponse({ description: 'Customer not found.', type: ApiErrorDto })
  getCustomer(@CurrentUser() user: User, @Param('avatarKey', ParseAvatarKeyPipe) avatarKey: string, @Query() query: PageQueryDto): Promise<CustomerDetailsDto> {
    return this.customers.get(user, avatarKey, query.page, query.pageSize);
  }
}

@ApiTags('Analytics')
@Controller('analytics/customers')
@Authenticated()
export class CustomerAnalyticsController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @Endpoint({
    summary:
      "The caller's repeat-buyer rate and monthly cohorts: of the buyers whose first completed purchase was in a month, how many bought again in each later month",
    description: 'Completed sales only; months are SLT (America/Los_Angeles). Shares are exact decimals with 4 places, rounded half up.',
    type: CustomerAnalyticsDto,
  })
  getCustomerAnalytics(@CurrentUser() user: User, @Query() query: CustomerAnalyticsQueryDto): Promise<CustomerAnalyticsDto> {
    return this.customers.analytics(user, query);
  }
}
