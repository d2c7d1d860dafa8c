import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseBigIdPipe } from '../common/pipes/parse-big-id.pipe';
import type { User } from '../users/user.entity';
import { HistoryLineDto, HistoryUploadResultDto, ReconciliationSummaryDto, ResolveLineDto, UnmatchedDto, UploadHistoryDto } from './dto/reconciliation.dto';
import { LINE_NOT_FOUND, ReconciliationService } from './reconciliation.service';

@ApiTags('Reconciliation')
@Controller('reconciliation')
@Authenticated()
export class ReconciliationController {
  constructor(private readonly reconciliation: ReconciliationService) {}

  @Get()
  @Endpoint({
    summary: 'What your kept transaction history matches: counts, the period covered, the saved column mapping, the latest uploads',
    type: ReconciliationSummaryDto,
  })
  getReconciliation(@CurrentUser() user: User): Promise<ReconciliationSummaryDto> {
    return this.reconciliation.summary(user);
  }

  @Post('uploads')
  @Endpoint({
    summary: 'Upload a Second Life transaction history CSV: adds the lines not known yet and matches them',
    description: "Answers status 'needs_mapping' with the headers found when they are not recognised (nothing is imported): send it again with `mapping`.",
    type: HistoryUploadResultDto,
  })
  uploadHistory(@CurrentUser() user: User, @Body() dto: UploadHistoryDto): Promise<HistoryUploadResultDto> {
    return this.reconciliation.upload(user, dto);
  }

  @Get('unmatched')
  @Endpoint({ summary: 'The history lines neither matched nor resolved, and the recorded sales with no L$ in the history', type: UnmatchedDto })
  getUnmatched(@CurrentUser() user: User): Promise<UnmatchedDto> {
    return this.reconciliation.unmatched(user);
  }

  @Post('lines/:id/resolve')
  @Endpoint({ summary: 'Resolve an unmatched line: record the missed sale, mark it not a sale, or link it to a record by hand', type: HistoryLineDto })
  @ApiNotFoundResponse({ description: `${LINE_NOT_FOUND} (or not yours)`, type: ApiErrorDto })
  @ApiConflictResponse({ description: 'The line is matched or resolved already, or the record is matched with another line.', type: ApiErrorDto })
  resolveLine(@CurrentUser() user: User, @Param('id', ParseBigIdPipe) id: number, @Body() dto: ResolveLineDto): Promise<HistoryLineDto> {
    return this.reconciliation.resolve(user, id, dto);
  }
}
