import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/user.entity';
import { SaveSplitsDto, SplitsDto, SplitTargetDto } from './dto/splits.dto';
import { PRODUCT_NOT_FOUND, ProfitSharingService, VENDOR_NOT_FOUND } from './profit-sharing.service';

const SAVE_DESCRIPTION =
  'The list replaces the saved one ([] removes every split). Refused (400, naming the overflow) when the splits and the highest ' +
  'commission rate that can apply to the vendor add up to more than 100 %. Each sale then pays every partner their percent of the ' +
  'price paid, rounded down to whole L$; the rest stays with you.';

@ApiTags('Profit sharing')
@Controller()
@Authenticated()
export class SplitsController {
  constructor(private readonly splits: ProfitSharingService) {}

  @Get('splits')
  @Endpoint({ summary: 'Your vendors and products that have splits of their own, with their partners', type: [SplitTargetDto] })
  getSplits(@CurrentUser() user: User): Promise<SplitTargetDto[]> {
    return this.splits.targets(user);
  }

  @Get('vendors/:id/splits')
  @Endpoint({ summary: "A vendor's partners and their percent of each sale", type: SplitsDto })
  @ApiNotFoundResponse({ description: `${VENDOR_NOT_FOUND} (or not yours)`, type: ApiErrorDto })
  getVendorSplits(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<SplitsDto> {
    return this.splits.vendorSplits(user, id);
  }

  @Put('vendors/:id/splits')
  @Endpoint({
    summary: "Set a vendor's partners (the splits of its products' sales, unless a product has its own)",
    description: SAVE_DESCRIPTION,
    type: SplitsDto,
  })
  @ApiNotFoundResponse({ description: `${VENDOR_NOT_FOUND} (or not yours)`, type: ApiErrorDto })
  saveVendorSplits(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number, @Body() dto: SaveSplitsDto): Promise<SplitsDto> {
    return this.splits.saveVendorSplits(user, id, dto);
  }

  @Get('products/:id/splits')
  @Endpoint({ summary: "A product's own partners (they replace its vendor's), and its vendor's", type: SplitsDto })
  @ApiNotFoundResponse({ description: `${PRODUCT_NOT_FOUND} (or not yours)`, type: ApiErrorDto })
  getProductSplits(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<SplitsDto> {
    return this.splits.productSplits(user, id);
  }

  @Put('products/:id/splits')
  @Endpoint({ summary: "Set a product's own partners: its sales pay these instead of its vendor's", description: SAVE_DESCRIPTION, type: SplitsDto })
  @ApiNotFoundResponse({ description: `${PRODUCT_NOT_FOUND} (or not yours)`, type: ApiErrorDto })
  saveProductSplits(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number, @Body() dto: SaveSplitsDto): Promise<SplitsDto> {
    return this.splits.saveProductSplits(user, id, dto);
  }
}
