import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseBigIdPipe } from '../common/pipes/parse-big-id.pipe';
import type { User } from '../users/user.entity';
import { RefundOrderDto } from './dto/refund-order.dto';
import { RefundTransactionDto } from './dto/refund-transaction.dto';
import { TransactionDetailsDto, TransactionDto, TransactionPageDto } from './dto/transaction.dto';
import { TransactionFilterQueryDto, TransactionListQueryDto } from './dto/transaction-query.dto';
import { TOO_MANY_EXPORTS, TransactionsService } from './transactions.service';

@ApiTags('Transactions')
@Controller('transactions')
@Authenticated()
export class TransactionsController {
  constructor(private readonly transactions: TransactionsService) {}

  @Get()
  @Endpoint({
    summary: "Sales of the caller's vendors (admins: all sales), paged, sorted and filtered",
    description:
      'Newest first unless sortBy/sortOrder say otherwise; ties are broken by id. page/pageSize find a page by offset; ' +
      "to move to the next page in the same sort, send the previous page's nextCursor as cursor: it costs the same at any depth.",
    type: TransactionPageDto,
  })
  getTransactions(@CurrentUser() user: User, @Query() query: TransactionListQueryDto): Promise<TransactionPageDto> {
    return this.transactions.list(user, query);
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'CSV with a header row, streamed; saved as transactions-YYYY-MM-DD.csv (SLT date).',
    schema: { type: 'string', format: 'binary' },
  })
  @Endpoint({ summary: 'The same sales as the list, with the same filters and order, as a CSV download' })
  @ApiTooManyRequestsResponse({ description: `${TOO_MANY_EXPORTS} (or the per-user request limit)`, type: ApiErrorDto })
  exportTransactions(@CurrentUser() user: User, @Query() query: TransactionFilterQueryDto): Promise<StreamableFile> {
    return this.transactions.exportCsv(user, query);
  }

  @Get(':id')
  @Endpoint({ summary: "One sale, for the details view, with its partners' payouts", type: TransactionDetailsDto })
  @ApiNotFoundResponse({ description: 'Transaction not found.', type: ApiErrorDto })
  getTransaction(@CurrentUser() user: User, @Param('id', ParseBigIdPipe) id: number): Promise<TransactionDetailsDto> {
    return this.transactions.get(user, id);
  }

  @Post(':id/refund')
  @HttpCode(HttpStatus.OK)
  @Endpoint({
    summary: 'Refund a completed sale, whole or in part: a refunded part stops counting in every sales and commission figure',
    description:
      'Without amount, all of the sale not yet refunded is refunded and the sale becomes refunded. With amount (whole L$, a sale paid in L$ ' +
      'at a vendor only, with a requestKey), that part is refunded: the sale stays completed and counts its amount and commission less ' +
      'what was refunded, until its last L$ is refunded. Sent again with the same requestKey, it refunds nothing more.',
    type: TransactionDto,
  })
  @ApiBadRequestResponse({
    description: 'The amount is not a whole number of L$ from 1 to the part not yet refunded, or a part lacks its requestKey.',
    type: ApiErrorDto,
  })
  @ApiNotFoundResponse({ description: 'Transaction not found.', type: ApiErrorDto })
  @ApiConflictResponse({ description: 'This sale has already been refunded, or is not completed.', type: ApiErrorDto })
  refundTransaction(@CurrentUser() user: User, @Param('id', ParseBigIdPipe) id: number, @Body() request: RefundTransactionDto): Promise<TransactionDto> {
    return this.transactions.refund(user, id, request);
  }

  @Post(':id/refund-order/retry')
  @HttpCode(HttpStatus.OK)
  @Endpoint({
    summary:
      "Ask again for a refund Second Life refused in-world: the sale's vendor (or, while it is offline, another of yours) sends it; every failed part of a sale refunded in parts",
    type: RefundOrderDto,
  })
  @ApiNotFoundResponse({ description: 'Transaction not found, or it has no refund to send in-world.', type: ApiErrorDto })
  @ApiConflictResponse({ description: 'Only a failed refund can be retried.', type: ApiErrorDto })
  retryRefundOrder(@CurrentUser() user: User, @Param('id', ParseBigIdPipe) id: number): Promise<RefundOrderDto> {
    return this.transactions.retryRefund(user, id);
  }
}
