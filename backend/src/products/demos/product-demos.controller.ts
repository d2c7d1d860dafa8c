import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Endpoint } from '../../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../../common/dto/api-error.dto';
import { InWorld, Script } from '../../in-world/in-world.decorator';
import { UNKNOWN_VENDOR_KEY } from '../../in-world/in-world-object-directory';
import type { ScriptCaller } from '../../in-world/in-world-request';
import { DemoAnswerDto, RequestDemoDto } from '../dto/demo.dto';
import { ProductDemosService } from './product-demos.service';

/** The vendor's Demo button: whether to give the product's demo item to the avatar who touched it. */
@ApiTags('In-world scripts')
@Controller('lsl')
export class ProductDemosController {
  constructor(private readonly demos: ProductDemosService) {}

  @Post('demos')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true })
  @Endpoint({
    summary: "A demo of the product on display for an avatar: once per avatar, product and SLT day, recorded for the merchant's analytics",
    description:
      `The vendor must be yours (otherwise 404 "${UNKNOWN_VENDOR_KEY}") and the product one of its products (otherwise 400). ` +
      'give: true means the demo was recorded: give item (llGiveInventory) and say message. give: false (a second demo the same SLT day, ' +
      'a product without a demo item or inactive, a paused vendor) records nothing: say message to the avatar. The same demo_id again ' +
      'answers as the first time, so a retry after a lost answer still gives the item.',
    type: DemoAnswerDto,
  })
  @ApiNotFoundResponse({ description: UNKNOWN_VENDOR_KEY, type: ApiErrorDto })
  @ApiBadRequestResponse({ description: "A field is missing or malformed, or product_id is not one of this vendor's products.", type: ApiErrorDto })
  requestDemo(@Script() caller: ScriptCaller, @Body() dto: RequestDemoDto): Promise<DemoAnswerDto> {
    return this.demos.request(caller, dto);
  }
}
