import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiParam, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import type { User } from '../users/user.entity';
import { CommissionConfigsService } from './commission-configs.service';
import { ParseCommissionTargetPipe } from './commission-target.pipe';
import { CommissionConfigDto, CommissionConfigsDto } from './dto/commission-config.dto';
import { CommissionPreviewDto, CommissionPreviewQueryDto } from './dto/commission-preview.dto';
import { SaveCommissionConfigDto } from './dto/save-commission-config.dto';

const TARGET_PARAM = { name: 'target', description: 'A vendor id, or global.', example: 'global', schema: { type: 'string' } } as const;

@ApiTags('Admin')
@Controller('admin/commission-configs')
@Authenticated({ admin: true })
export class CommissionConfigsController {
  constructor(private readonly configs: CommissionConfigsService) {}

  @Get()
  @Endpoint({ summary: 'The global and the vendor-specific commission configurations, with their tiers', type: CommissionConfigsDto })
  getCommissionConfigs(): Promise<CommissionConfigsDto> {
    return this.configs.list();
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @Endpoint({ summary: 'Create or replace the commission configuration of a vendor or the global one, tiers included', type: CommissionConfigDto })
  @ApiNotFoundResponse({ description: 'Vendor not found.', type: ApiErrorDto })
  saveCommissionConfig(@CurrentUser() admin: User, @Body() dto: SaveCommissionConfigDto): Promise<CommissionConfigDto> {
    return this.configs.save(admin, dto);
  }

  @Delete(':target')
  @Endpoint({ summary: 'Delete the commission configuration of a vendor or the global one', status: HttpStatus.NO_CONTENT })
  @ApiParam(TARGET_PARAM)
  @ApiNotFoundResponse({ description: 'Commission configuration not found.', type: ApiErrorDto })
  deleteCommissionConfig(@CurrentUser() admin: User, @Param('target', ParseCommissionTargetPipe) vendorId: number | null): Promise<void> {
    return this.configs.remove(admin, vendorId);
  }

  @Get(':target/preview')
  @Endpoint({ summary: 'The commission a test sale would pay now: base rate, volume tier, applied rate and amount', type: CommissionPreviewDto })
  @ApiParam(TARGET_PARAM)
  @ApiNotFoundResponse({ description: 'Vendor not found.', type: ApiErrorDto })
  getCommissionPreview(
    @Param('target', ParseCommissionTargetPipe) vendorId: number | null,
    @Query() query: CommissionPreviewQueryDto,
  ): Promise<CommissionPreviewDto> {
    return this.configs.preview(vendorId, query);
  }
}
