import { Controller, Get, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import type { User } from '../users/user.entity';
import { DataExportService, TOO_MANY_DATA_EXPORTS } from './data-export.service';
import { DataExportSummaryDto } from './dto/data-export-summary.dto';

@ApiTags('Data export')
@Controller('settings/export')
@Authenticated({ person: true })
export class DataExportController {
  constructor(private readonly dataExport: DataExportService) {}

  @Get('summary')
  @Endpoint({
    summary: 'What Export everything will download: rows per table, and the expected size of the ZIP (for a progress bar)',
    type: DataExportSummaryDto,
  })
  getDataExportSummary(@CurrentUser() user: User): Promise<DataExportSummaryDto> {
    return this.dataExport.summary(user);
  }

  @Get()
  @ApiProduces('application/zip')
  @ApiOkResponse({
    description:
      'A ZIP, streamed: each table of yours as <table>.csv and <table>.jsonl (JSON Lines), then manifest.json with each ' +
      "file's rows, size and SHA-256, the export time, you and the format version. Saved as sl-vendor-data-YYYY-MM-DD.zip (SLT date).",
    schema: { type: 'string', format: 'binary' },
  })
  @Endpoint({ summary: 'Export everything: all your data as a ZIP of CSV and JSON Lines files with a manifest' })
  @ApiTooManyRequestsResponse({ description: `${TOO_MANY_DATA_EXPORTS} (or the per-user request limit)`, type: ApiErrorDto })
  exportData(@CurrentUser() user: User): Promise<StreamableFile> {
    return this.dataExport.export(user);
  }
}
