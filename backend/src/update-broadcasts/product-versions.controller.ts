import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/user.entity';
import { ProductVersionDto, PublishedVersionDto, PublishProductVersionDto } from './dto/update-broadcast.dto';
import { PRODUCT_NOT_FOUND, UpdateBroadcastsService, versionTaken } from './update-broadcasts.service';

const NOT_FOUND = { description: `${PRODUCT_NOT_FOUND} (also another merchant's product, for admins too)`, type: ApiErrorDto };

@ApiTags('Updates')
@Controller('products')
@Authenticated()
export class ProductVersionsController {
  constructor(private readonly updates: UpdateBroadcastsService) {}

  @Get(':id/versions')
  @Endpoint({ summary: "A product's published versions, newest (current) first", type: [ProductVersionDto] })
  @ApiNotFoundResponse(NOT_FOUND)
  getProductVersions(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<ProductVersionDto[]> {
    return this.updates.versions(user, id);
  }

  @Post(':id/versions')
  @Endpoint({
    summary: 'Publish a new version of one of your products; optionally send it to every past buyer',
    description:
      "The version's item name becomes the product's SL Item ID, so redeliveries and the delivery boxes give the new item from now on. " +
      'Updates of older versions of the product that are running or paused are cancelled. With broadcast: true, an update starts ' +
      'that sends the item to every past buyer (gift recipients instead of the buyers of gifts), once per avatar; buyers who bought ' +
      'or got a redelivery after publishing are skipped.',
    status: 201,
    type: PublishedVersionDto,
  })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ description: versionTaken('2.0'), type: ApiErrorDto })
  publishProductVersion(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number, @Body() dto: PublishProductVersionDto): Promise<PublishedVersionDto> {
    return this.updates.publish(user, id, dto);
  }
}
