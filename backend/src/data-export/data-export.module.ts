import { Module } from '@nestjs/common';

import { DataExportController } from './data-export.controller';
import { DataExportRepository } from './data-export.repository';
import { DataExportService } from './data-export.service';

@Module({
  controllers: [DataExportController],
  providers: [DataExportRepository, DataExportService],
})
export class DataExportModule {}
