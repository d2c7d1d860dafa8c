import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/user.entity';
import { CatalogueService } from './catalogue.service';
import { CatalogueDto } from './dto/catalogue.dto';

/** What one of your vendors shows in-world, for its details on the Vendors page. */
@ApiTags('Vendors')
@Controller('vendors')
@Authenticated()
export class VendorCatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get(':id/catalogue')
  @Endpoint({
    summary: "The catalogue a vendor displays: what GET /api/lsl/catalogue serves it now, whole, in the merchant's order",
    type: CatalogueDto,
  })
  @ApiNotFoundResponse({ description: 'Vendor not found (or not yours).', type: ApiErrorDto })
  getVendorCatalogue(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<CatalogueDto> {
    return this.catalogue.ofVendor(user, id);
  }
}
